import { IsNull, MoreThan, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { SessionEntity } from './entities/session.entity';
import { ActiveSession, SessionDirectory } from './session-directory';
import { SessionInvalidation } from './session-invalidation';

export class DatabaseSessionDirectory extends SessionDirectory {
  constructor(
    private readonly repo: Repository<SessionEntity>,
    private readonly clock: Clock,
    private readonly invalidation: SessionInvalidation,
  ) {
    super();
  }

  // The store records user_id on every write, so nothing extra is needed here.
  async register(): Promise<void> {}

  async listForUser(userId: string): Promise<ActiveSession[]> {
    const rows = await this.repo.findBy({ userId, expiresAt: MoreThan(this.clock.now()) });
    return rows.map((r) => ({ sid: r.sid, data: JSON.parse(r.sess) }));
  }

  async destroy(sid: string): Promise<void> {
    await this.repo.delete({ sid });
    await this.invalidation.evictSession(sid);
  }

  countActive(): Promise<number> {
    // A visitor's session (a CSRF token for a form or the sign-in page) has no user: not counted.
    return this.repo.countBy({ expiresAt: MoreThan(this.clock.now()), userId: Not(IsNull()) });
  }
}
