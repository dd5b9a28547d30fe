import { Injectable, Logger } from '@nestjs/common';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Clock } from '../../../common/clock/clock';
import { AppError } from '../../../common/errors/app-error';
import { AppConfig } from '../../../config/app-config.service';
import { ExternalAccountsService } from '../../identity/external-accounts.service';
import { SsoError } from '../../identity/sso-failure';
import { OidcClient } from '../../identity/oidc/oidc-client';
import { toSsoError } from '../../identity/oidc/oidc-errors';
import { oidcProfile } from '../../identity/oidc/oidc-profile';
import { OidcTransactionCookie } from '../../identity/oidc/oidc-transaction';
import { safeReturnTo } from '../../identity/return-to';
import { RequestContext } from '../../audit/request-context';
import { SecurityLogService } from '../../security-log/security-log.service';
import { RequestSession } from '../../sessions/request-session';
import { SessionsErrors } from '../../sessions/sessions.errors';
import { AuthSessionService } from '../auth-session.service';
import { SignInEvents } from '../sign-in-events';
import { SessionUser } from '../../users/session-user';

/** Where a failed attempt lands: the sign-in screen words the code (never request text). */
const failurePage = (error: SsoError) => `/auth?error=${error.failure}`;

/**
 * Single sign-on, start to finish: `begin` sends the browser to the provider with a sealed
 * transaction cookie; `complete` checks the callback against it, links the account, and signs in
 * with a fresh session. Every failure becomes a redirect to /auth, never an error page.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger(OidcSignInService.name);
  private readonly cookie: OidcTransactionCookie;

  constructor(
    config: AppConfig,
    private readonly oidc: OidcClient,
    private readonly accounts: ExternalAccountsService,
    private readonly authSessions: AuthSessionService,
    private readonly securityLog: SecurityLogService,
    private readonly signIns: SignInEvents,
    private readonly clock: Clock,
  ) {
    this.cookie = new OidcTransactionCookie(config.session.secret);
  }

  /** The provider's authorization URL, or /auth with the reason when the flow cannot start. */
  async begin(returnTo: unknown, res: ServerResponse, secure: boolean): Promise<string> {
    try {
      const { url, transaction } = await this.oidc.start(safeReturnTo(returnTo));
      this.cookie.write(res, transaction, secure);
      return url;
    } catch (err) {
      const error = toSsoError(err);
      this.logger.warn(`SSO could not start: ${error.message}`);
      return failurePage(error);
    }
  }

  async complete(
    req: IncomingMessage,
    res: ServerResponse,
    session: RequestSession | undefined,
    context: RequestContext,
  ): Promise<string> {
    const transaction = this.cookie.read(req.headers.cookie, this.clock.nowMs());
    this.cookie.clear(res, session?.secure ?? false);
    let signedIn: SessionUser | null = null;
    try {
      if (!transaction) throw new SsoError('sso_state', 'no valid transaction cookie');
      const query = new URL(req.url ?? '/', 'http://callback.invalid').searchParams;
      if (query.get('state') !== transaction.state)
        throw new SsoError('sso_state', 'state mismatch');
      const claims = await this.oidc.finish(query.toString(), transaction);
      const user = await this.accounts.resolve(oidcProfile(claims, this.oidc.settings()), context);
      signedIn = user;
      if (!user.isActive) throw new SsoError('sso_deactivated', 'account deactivated');
      // Every unsafe sign-in path has a session; this route opens one (session-routes.ts).
      if (!session) throw SessionsErrors.storeUnavailable();
      await this.authSessions.startSession(session, user, context);
      await this.securityLog.record({
        user,
        event: 'login_success',
        success: true,
        context,
        details: { method: 'oidc', issuer: claims.iss },
      });
      await this.signIns.emit({ userId: user.id, method: 'oidc' });
      return transaction.returnTo;
    } catch (err) {
      if (err instanceof AppError) throw err;
      const error = toSsoError(err);
      this.logger.warn(`SSO sign-in failed: ${error.message}`);
      await this.securityLog.record({
        user: signedIn,
        event: 'login_failed',
        success: false,
        context,
        details: { method: 'oidc', reason: error.failure },
      });
      return failurePage(error);
    }
  }
}
