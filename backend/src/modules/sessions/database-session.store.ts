import { LessThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { hotRead } from '../../database/hot-read';
import type { SessionUserColumns } from '../users/session-user';
import { SessionEntity } from './entities/session.entity';
import { sessionUserId, StoredSession } from './session-data';
import { LoadedSession, SessionStore } from './session-store';

/**
 * Sessions in the application database (embedded mode, no Redis). A signed-in request reads its
 * session and its user in one prepared statement: the session row joined to the user's
 * columns (users/session-user.ts), asked of the users module.
 */
export class DatabaseSessionStore extends SessionStore {
  private readonly selectWithUser: ReturnType<typeof hotRead>;
  private readonly userColumns: SessionUserColumns;

  constructor(
    private readonly repo: Repository<SessionEntity>,
    /** From UsersService.sessionUserJoin(): the users module owns that table. */
    users: SessionUserColumns & { table: string },
    private readonly clock: Clock,
  ) {
    super();
    this.userColumns = users;
    this.selectWithUser = hotRead(
      repo.manager.connection,
      'session_with_user',
      `SELECT s.sess AS s_sess, s.expires_at AS s_expires_at, ${this.userColumns.select('u')} ` +
        `FROM sessions s LEFT JOIN ${users.table} u ON u.id = s.user_id WHERE s.sid = ?`,
    );
  }

  async load(sid: string): Promise<LoadedSession | null> {
    const [row] = await this.selectWithUser([sid]);
    if (!row) return null;
    const expiresAt = this.expiresAt(row.s_expires_at);
    if (expiresAt <= this.clock.nowMs()) return null;
    const data = JSON.parse(row.s_sess as string) as StoredSession;
    return { data, expiresAt, user: this.userColumns.hydrate(row, 'u') };
  }

  /** The raw column, converted the way TypeORM converts it for the entity (driver formats differ). */
  private expiresAt(raw: unknown): number {
    const column = this.repo.metadata.findColumnWithPropertyName('expiresAt')!;
    const value = this.repo.manager.connection.driver.prepareHydratedValue(raw, column) as Date;
    return value.getTime();
  }

  async save(sid: string, data: StoredSession, expiresAt: number): Promise<void> {
    await this.repo.upsert(
      {
        sid,
        sess: JSON.stringify(data),
        userId: sessionUserId(data) ?? null,
        expiresAt: new Date(expiresAt),
      },
      ['sid'],
    );
  }

  async destroy(sid: string): Promise<void> {
    await this.repo.delete({ sid });
  }

  async pruneExpired(): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(this.clock.now()) });
  }
}
