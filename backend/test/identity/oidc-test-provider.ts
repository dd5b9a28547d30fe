import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  preferred_username: string;
  email?: string;
  name?: string;
  groups?: string[];
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by their subject (the login name typed on the provider's page). */
  accounts: Map<string, TestAccount>;
  /** Attacks on the token endpoint's ID token: re-signed for another audience, or by another key. */
  tamper: { audience?: string; foreignKey?: boolean } | null;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider, a certified implementation) on a free local port, for
 * the e2e suite and the browser journey. Its sign-in page is one form: the login name of an
 * account in `accounts` (no password: the provider's own authentication is not under test);
 * consent is granted at once. Groups travel in the `profile` scope, as a Keycloak or Okta mapper
 * would put them in the ID token.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  accounts?: Record<string, TestAccount>;
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'ironkeep';
  const clientSecret = options.clientSecret ?? 'ironkeep-test-client-secret';
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'groups'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email_verified: Boolean(account.email), ...account }),
      };
    },
  });

  const state: OidcTestProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tamper: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (state.tamper && ctx.path === '/token' && body?.id_token) {
      ctx.body = { ...body, id_token: await resign(body.id_token, state.tamper) };
    }
  });

  async function resign(idToken: string, tamper: NonNullable<OidcTestProvider['tamper']>) {
    const { kid, alg } = decodeProtectedHeader(idToken);
    const claims = decodeJwt(idToken);
    const key = tamper.foreignKey ? (await generateKeyPair('RS256')).privateKey : privateKey;
    return new SignJWT({ ...claims, aud: tamper.audience ?? claims.aud })
      .setProtectedHeader({ kid, alg: alg ?? 'RS256' })
      .sign(key);
  }

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(provider, accounts, req, res).catch((err: Error) => {
        res.statusCode = 500;
        res.end(err.message);
      });
      return;
    }
    callback(req, res);
  });
  return state;
}

async function interaction(
  provider: Provider,
  accounts: Map<string, TestAccount>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    if (req.method !== 'POST') return loginPage(res, details.uid);
    const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
    if (!accounts.has(login)) return loginPage(res, details.uid, 'Unknown account');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      {
        mergeWithLastSubmission: false,
      },
    );
    return;
  }
  const { accountId } = details.session!;
  const grant = new provider.Grant({ accountId, clientId: details.params.client_id as string });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    {
      mergeWithLastSubmission: true,
    },
  );
}

function loginPage(res: ServerResponse, uid: string, error?: string): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="en"><head><title>Test identity provider</title></head><body>
<main><h1>Test identity provider</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}">
<label for="login">Login name</label><input id="login" name="login" autocomplete="username">
<button type="submit">Sign in</button></form></main></body></html>`);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
