import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { ApiClient, expectStatus } from './api-client';
import { signedInAs } from './admin-helpers';
import { createTestApp } from './app.factory';
import { signInAtProvider } from './identity/oidc-browser';
import { OidcTestProvider, startOidcTestProvider } from './identity/oidc-test-provider';

const APP_URL = 'http://ironkeep.test';
const REDIRECT_URI = `${APP_URL}/api/auth/oidc/callback`;

describe('Single sign-on with OpenID Connect (a real provider: oidc-provider)', () => {
  let provider: OidcTestProvider;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    provider = await startOidcTestProvider({
      redirectUris: [REDIRECT_URI],
      accounts: {
        alice: {
          preferred_username: 'alice',
          email: 'alice@corp.example',
          groups: ['ironkeep-admins'],
        },
        bob: { preferred_username: 'bob', groups: ['staff'] },
        dave: { preferred_username: 'dave_sso', email: 'dave@corp.example', groups: [] },
      },
    });
    app = await createTestApp({
      PUBLIC_APP_URL: APP_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON_LABEL: 'Acme SSO',
      OIDC_ADMIN_VALUES: 'ironkeep-admins',
      OIDC_MANAGER_VALUES: 'ironkeep-managers',
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** The browser's round trip: IronKeep → provider (sign in as `login`) → IronKeep's callback. */
  async function ssoSignIn(agent: TestAgent, login: string, returnTo?: string) {
    const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
    const start = await agent.get(`/api/auth/oidc/login${query}`).expect(302);
    const back = await signInAtProvider(start.headers.location, login, REDIRECT_URI);
    const done = await agent.get(`/api/auth/oidc/callback${back.search}`).expect(302);
    return { start, back, done };
  }
  const browser = () => new ApiClient(app).agent;

  it('offers the provider on GET /api/auth/providers', async () => {
    const res = await request(app.getHttpServer()).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({
      local: true,
      oidc: { label: 'Acme SSO' },
      ldap: false,
      passwordReset: 'administrator',
    });
  });

  it('sends the browser to the provider with PKCE S256, state and nonce, bound by a cookie', async () => {
    const res = await browser().get('/api/auth/oidc/login').expect(302);
    const url = new URL(res.headers.location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('ironkeep.oidc='),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(cookie).not.toContain(url.searchParams.get('state'));
  });

  it('signs in with a fresh session, the mapped role, and lands on returnTo', async () => {
    const agent = browser();
    const { done } = await ssoSignIn(agent, 'alice', '/settings?tab=security');
    expect(done.headers.location).toBe('/settings?tab=security');
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({
      username: 'alice',
      email: 'alice@corp.example',
      role: 'admin',
    });
    const log = await agent.get('/api/profile/security-logs').expect(200);
    expect(log.body.data[0]).toMatchObject({ event: 'login_success', success: true });
  });

  it('lands on /dashboard for a returnTo that is not a same-origin path', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const { done } = await ssoSignIn(browser(), 'bob', returnTo);
      expect(done.headers.location).toBe('/dashboard');
    }
  });

  it('links by issuer + subject and re-derives the role at every sign-in', async () => {
    const first = browser();
    await ssoSignIn(first, 'bob');
    const before = (await first.get('/api/auth/me').expect(200)).body.user;
    expect(before.role).toBe('user');
    provider.accounts.get('bob')!.groups = ['ironkeep-managers'];
    const second = browser();
    await ssoSignIn(second, 'bob');
    const after = (await second.get('/api/auth/me').expect(200)).body.user;
    expect(after).toMatchObject({ id: before.id, role: 'manager' });
    provider.accounts.get('bob')!.groups = ['staff'];
    const third = browser();
    await ssoSignIn(third, 'bob');
    expect((await third.get('/api/auth/me').expect(200)).body.user.role).toBe('user');
  });

  it('never takes over a local account with the same e-mail or username', async () => {
    const local = new ApiClient(app);
    await local.register('dave_sso', undefined, 'dave@corp.example').then(expectStatus(201));
    await local.login('dave_sso').then(expectStatus(200));
    const localUser = (await local.agent.get('/api/auth/me').expect(200)).body.user;
    const agent = browser();
    await ssoSignIn(agent, 'dave');
    const ssoUser = (await agent.get('/api/auth/me').expect(200)).body.user;
    expect(ssoUser.id).not.toBe(localUser.id);
    expect(ssoUser.username).toBe('dave_sso-2');
  });

  it('refuses a callback whose state does not match, or that another browser started', async () => {
    const agent = browser();
    const start = await agent.get('/api/auth/oidc/login').expect(302);
    const back = await signInAtProvider(start.headers.location, 'alice', REDIRECT_URI);
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'forged');
    const bad = await agent.get(`/api/auth/oidc/callback?${forged}`).expect(302);
    expect(bad.headers.location).toBe('/auth?error=sso_state');
    // The attempt is spent: even the genuine callback now has no transaction.
    const genuine = await agent.get(`/api/auth/oidc/callback${back.search}`).expect(302);
    expect(genuine.headers.location).toBe('/auth?error=sso_state');
    await agent.get('/api/auth/me').expect(401);
    const elsewhere = await browser().get(`/api/auth/oidc/callback${back.search}`).expect(302);
    expect(elsewhere.headers.location).toBe('/auth?error=sso_state');
  });

  it('refuses a replayed code, even with the original cookie', async () => {
    const agent = browser();
    const start = await agent.get('/api/auth/oidc/login').expect(302);
    const cookie = (start.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('ironkeep.oidc='))!
      .split(';')[0];
    const back = await signInAtProvider(start.headers.location, 'alice', REDIRECT_URI);
    const first = await agent.get(`/api/auth/oidc/callback${back.search}`).expect(302);
    expect(first.headers.location).toBe('/dashboard');
    const replay = await request(app.getHttpServer())
      .get(`/api/auth/oidc/callback${back.search}`)
      .set('Cookie', cookie)
      .expect(302);
    expect(replay.headers.location).toBe('/auth?error=sso_failed');
  });

  it.each([
    ['issued for another audience', { audience: 'some-other-client' }],
    ['not signed by a key in the provider’s JWKS', { foreignKey: true }],
  ])('refuses an ID token %s', async (_case, tamper) => {
    provider.tamper = tamper;
    try {
      const agent = browser();
      const { done } = await ssoSignIn(agent, 'alice');
      expect(done.headers.location).toBe('/auth?error=sso_failed');
      await agent.get('/api/auth/me').expect(401);
    } finally {
      provider.tamper = null;
    }
  });

  it('reports the provider’s own refusal (the user cancelled) as sso_denied', async () => {
    const agent = browser();
    const start = await agent.get('/api/auth/oidc/login').expect(302);
    const state = new URL(start.headers.location).searchParams.get('state')!;
    const res = await agent
      .get(
        `/api/auth/oidc/callback?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(provider.issuer)}`,
      )
      .expect(302);
    expect(res.headers.location).toBe('/auth?error=sso_denied');
  });

  it('refuses a deactivated account', async () => {
    provider.accounts.set('erin', { preferred_username: 'erin', groups: [] });
    const erin = browser();
    await ssoSignIn(erin, 'erin');
    const erinId = (await erin.get('/api/auth/me').expect(200)).body.user.id;
    const admin = await signedInAs(app, 'admin');
    await admin.client
      .send('patch', '/api/admin/users/status', { userId: erinId, isActive: false })
      .then(expectStatus(200));
    const { done } = await ssoSignIn(browser(), 'erin');
    expect(done.headers.location).toBe('/auth?error=sso_deactivated');
  });
});

describe('Single sign-on when the provider is down or not configured', () => {
  let app: NestFastifyApplication;
  let down: OidcTestProvider;

  beforeAll(async () => {
    down = await startOidcTestProvider({ redirectUris: [REDIRECT_URI] });
    await down.close();
    app = await createTestApp({
      PUBLIC_APP_URL: APP_URL,
      OIDC_ISSUER_URL: down.issuer,
      OIDC_CLIENT_ID: 'ironkeep',
    });
  });
  afterAll(() => app.close());

  it('lands on /auth with sso_unavailable, not an error page', async () => {
    const res = await request(app.getHttpServer()).get('/api/auth/oidc/login').expect(302);
    expect(res.headers.location).toBe('/auth?error=sso_unavailable');
  });
});
