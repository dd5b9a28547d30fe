import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionDirectory } from '../sessions/session-directory';
import { SessionUser } from '../users/session-user';
import { deviceLabel } from './device-label';
import { ActiveSessionDto } from './dto/sessions.dto';
import { ProfileErrors } from './profile.errors';

// The client only ever sees a hash: the raw sid is the key of the session store.
const publicId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);
const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

/** "Where am I signed in": list, revoke one, sign out everywhere else. */
@Injectable()
export class AccountSessionsService {
  constructor(
    private readonly directory: SessionDirectory,
    private readonly securityLog: SecurityLogService,
  ) {}

  async list(userId: string, currentSid: string): Promise<ActiveSessionDto[]> {
    const sessions = await this.directory.listForUser(userId);
    return sessions
      .map(({ sid, data }) => ({
        id: publicId(sid),
        device: deviceLabel(data.userAgent),
        userAgent: data.userAgent ?? null,
        ipAddress: data.ip ?? null,
        lastActiveAt: iso(data.lastActiveAt ?? data.authenticatedAt),
        signedInAt: iso(data.authenticatedAt),
        current: sid === currentSid,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || cmp(b.lastActiveAt, a.lastActiveAt));
  }

  async revoke(user: SessionUser, id: string, currentSid: string, context: RequestContext) {
    const sessions = await this.directory.listForUser(user.id);
    const target = sessions.find((s) => publicId(s.sid) === id);
    if (!target) throw ProfileErrors.sessionNotFound();
    if (target.sid === currentSid) {
      throw ProfileErrors.currentSession();
    }
    await this.directory.destroy(target.sid);
    await this.logRevoked(user, context, 1);
  }

  async revokeOthers(user: SessionUser, currentSid: string, context: RequestContext) {
    const revoked = await this.directory.destroyForUser(user.id, currentSid);
    if (revoked > 0) await this.logRevoked(user, context, revoked);
    return revoked;
  }

  private logRevoked(user: SessionUser, context: RequestContext, count: number) {
    return this.securityLog.record({
      user,
      event: 'session_revoked',
      success: true,
      context,
      details: { count },
    });
  }
}

function cmp(a: string | null, b: string | null): number {
  return (a ?? '').localeCompare(b ?? '');
}
