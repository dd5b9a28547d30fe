import { Injectable, Logger } from '@nestjs/common';
import { Request, Response } from 'express';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { CsrfService } from '../csrf/csrf.service';
import { clientIp, requestContext } from '../security-log/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { SESSION_COOKIE_NAME } from '../sessions/session.middleware';
import { SessionDirectory } from '../sessions/session-directory';
import { clearSignedInHint, setSignedInHint } from '../sessions/signed-in-hint';
import { UserEntity } from '../users/entities/user.entity';

/** What happens to the server-side session when a user signs in or out. */
@Injectable()
export class AuthSessionService {
  private readonly logger = new Logger(AuthSessionService.name);

  constructor(
    private readonly csrf: CsrfService,
    private readonly directory: SessionDirectory,
    private readonly securityLog: SecurityLogService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Called after passport has regenerated the session; returns the new CSRF token. */
  startSession(req: Request, res: Response, user: UserEntity): string {
    const now = this.clock.nowMs();
    req.session.authenticatedAt = now;
    req.session.lastActiveAt = now;
    req.session.userAgent = req.get('user-agent')?.slice(0, 300);
    req.session.ip = clientIp(req.ip) ?? undefined;
    this.directory
      .register(user.id, req.sessionID)
      .catch((err) => this.logger.warn(`Could not index session: ${err}`));
    setSignedInHint(res, this.config.session.secureCookie);
    return this.csrf.rotate(req);
  }

  async endSession(req: Request, res: Response): Promise<void> {
    const user = req.user as UserEntity | undefined;
    if (user) {
      await this.securityLog.record({
        userId: user.id,
        event: 'logout_success',
        success: true,
        context: requestContext(req),
      });
    }
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    clearSignedInHint(res);
    return new Promise((resolve, reject) =>
      req.session.destroy((err) => (err ? reject(err) : resolve())),
    );
  }
}
