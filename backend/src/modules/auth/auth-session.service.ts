import { Injectable, Logger } from '@nestjs/common';
import { ServerResponse } from 'node:http';
import { Clock } from '../../common/clock/clock';
import { CsrfService } from '../csrf/csrf.service';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { RequestSession } from '../sessions/request-session';
import { clearSessionCookie, clearSignedInHint, setSignedInHint } from '../sessions/session-cookie';
import { SessionDirectory } from '../sessions/session-directory';
import { SessionUser } from '../users/session-user';

/** What happens to the server-side session when a user signs in or out. */
@Injectable()
export class AuthSessionService {
  private readonly logger = new Logger(AuthSessionService.name);

  constructor(
    private readonly csrf: CsrfService,
    private readonly directory: SessionDirectory,
    private readonly securityLog: SecurityLogService,
    private readonly clock: Clock,
  ) {}

  /**
   * Binds a fresh session (new id: a pre-login id can never be fixed onto a signed-in user) to
   * `user`, stores it, and returns its new CSRF token.
   */
  async startSession(
    session: RequestSession,
    user: SessionUser,
    context: RequestContext,
  ): Promise<string> {
    await session.regenerate();
    const now = this.clock.nowMs();
    session.data.passport = { user: user.id };
    session.data.authenticatedAt = now;
    session.data.lastActiveAt = now;
    session.data.userAgent = context.userAgent ?? undefined;
    session.data.ip = context.ip ?? undefined;
    const csrfToken = this.csrf.rotate(session);
    await session.save();
    this.directory
      .register(user.id, session.id!)
      .catch((err) => this.logger.warn(`Could not index session: ${err}`));
    setSignedInHint(session.res, session);
    return csrfToken;
  }

  async endSession(
    session: RequestSession | undefined,
    user: SessionUser | undefined,
    res: ServerResponse,
    context: RequestContext,
  ): Promise<void> {
    if (user) {
      await this.securityLog.record({
        user,
        event: 'logout_success',
        success: true,
        context,
      });
    }
    if (session) await session.destroy();
    else clearSessionCookie(res);
    clearSignedInHint(res);
  }
}
