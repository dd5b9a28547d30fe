import { Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { OidcSettings } from '../../../config/identity-settings';
import { SsoError } from '../sso-failure';
import { OIDC_TRANSACTION_TTL_MS, OidcTransaction } from './oidc-transaction';
import { toSsoError } from './oidc-errors';

/** Provider metadata is fetched again after this long (keys rotate through the JWKS anyway). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const HTTP_TIMEOUT_S = 10;

/** The checked claims of the ID token, plus the userinfo claims when the ID token lacked some. */
export type OidcClaims = Record<string, unknown> & { iss: string; sub: string };

/**
 * The OpenID Connect relying party (openid-client, certified): authorization code flow with PKCE
 * S256, state and nonce. Discovery (`/.well-known/openid-configuration`) happens on first use and
 * hourly; a failed discovery is retried on the next sign-in. ID tokens are checked in full,
 * signature against the provider's JWKS included (`enableNonRepudiationChecks`), not only the
 * claims that TLS alone would allow.
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger(OidcClient.name);
  private readonly config?: OidcSettings;
  private discovered?: { config: oidc.Configuration; at: number };

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.config = config.identity.oidc;
  }

  get enabled(): boolean {
    return this.config !== undefined;
  }

  /** The OIDC settings; sso_disabled when OIDC is not configured. */
  settings(): OidcSettings {
    if (!this.config) throw new SsoError('sso_disabled', 'OIDC is not configured');
    return this.config;
  }

  /** Starts a sign-in: the provider URL to send the browser to, and what the callback must match. */
  async start(returnTo: string): Promise<{ url: string; transaction: OidcTransaction }> {
    const settings = this.settings();
    const config = await this.configuration(settings);
    const transaction: OidcTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo,
      expiresAt: this.clock.nowMs() + OIDC_TRANSACTION_TTL_MS,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      scope: settings.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url: url.href, transaction };
  }

  /** Exchanges the code and returns the ID token's claims (checked: signature, iss, aud, exp, nonce). */
  async finish(query: string, transaction: OidcTransaction): Promise<OidcClaims> {
    const settings = this.settings();
    const config = await this.configuration(settings);
    try {
      const callbackUrl = new URL(`${settings.redirectUri}?${query}`);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims() as OidcClaims | undefined;
      if (!claims) throw new SsoError('sso_failed', 'no ID token');
      if (claims[settings.roleClaim] !== undefined) return claims;
      return { ...(await this.userInfo(config, tokens.access_token, claims.sub)), ...claims };
    } catch (err) {
      throw toSsoError(err);
    }
  }

  /** Some providers put groups only in userinfo; a userinfo failure leaves the ID token's claims. */
  private async userInfo(config: oidc.Configuration, accessToken: string, sub: string) {
    if (!config.serverMetadata().userinfo_endpoint) return {};
    try {
      return await oidc.fetchUserInfo(config, accessToken, sub);
    } catch (err) {
      this.logger.warn(`userinfo failed: ${err instanceof Error ? err.message : err}`);
      return {};
    }
  }

  private async configuration(settings: OidcSettings): Promise<oidc.Configuration> {
    const now = this.clock.nowMs();
    if (this.discovered && now - this.discovered.at < DISCOVERY_TTL_MS)
      return this.discovered.config;
    try {
      const config = await oidc.discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        undefined,
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        { execute: executeFor(settings.issuerUrl), timeout: HTTP_TIMEOUT_S },
      );
      this.discovered = { config, at: now };
      return config;
    } catch (err) {
      this.logger.warn(`OIDC discovery failed: ${err instanceof Error ? err.message : err}`);
      if (this.discovered) return this.discovered.config;
      throw toSsoError(err);
    }
  }
}

/**
 * Full ID token checks everywhere; plain HTTP only to a provider on this machine (a test or a
 * development provider), since anything else would send codes and tokens in the clear.
 */
function executeFor(issuerUrl: string): Array<(config: oidc.Configuration) => void> {
  const { protocol, hostname } = new URL(issuerUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  return protocol === 'http:' && loopback
    ? [oidc.enableNonRepudiationChecks, oidc.allowInsecureRequests]
    : [oidc.enableNonRepudiationChecks];
}
