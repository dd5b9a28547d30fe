import { SessionData, Store } from 'express-session';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { SESSION_IDLE_TIMEOUT_MS } from '../../config/app-config.service';
import { hotRead } from '../../database/hot-read';
import { SessionEntity } from './entities/session.entity';
import { sessionUserId } from './session-data';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** express-session store on the application database (embedded mode, no Redis). */
export class TypeormSessionStore extends Store {
  constructor(
    private readonly repo: Repository<SessionEntity>,
    private readonly clock: Clock,
  ) {
    super();
    this.selectBySid = hotRead(
      repo.manager.connection,
      'session_by_sid',
      'SELECT sess, expires_at FROM sessions WHERE sid = ?',
    );
  }

  // Read on every signed-in request: a prepared statement on the driver (database/hot-read.ts).
  private readonly selectBySid: ReturnType<typeof hotRead>;

  get(sid: string, cb: Callback<SessionData | null>): void {
    this.selectBySid([sid])
      .then((rows) => {
        const row = rows[0];
        if (!row || this.expiresAt(row.expires_at) <= this.clock.nowMs())
          return cb(undefined, null);
        cb(undefined, JSON.parse(row.sess as string) as SessionData);
      })
      .catch(cb);
  }

  /** The raw column, converted the way TypeORM converts it for the entity (driver formats differ). */
  private expiresAt(raw: unknown): number {
    const column = this.repo.metadata.findColumnWithPropertyName('expiresAt')!;
    const value = this.repo.manager.connection.driver.prepareHydratedValue(raw, column) as Date;
    return value.getTime();
  }

  set(sid: string, sess: SessionData, cb?: Callback): void {
    this.repo
      .save({
        sid,
        sess: JSON.stringify(sess),
        userId: sessionUserId(sess) ?? null,
        expiresAt: this.expiry(sess),
      })
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  touch(sid: string, sess: SessionData, cb?: Callback): void {
    this.repo
      .update({ sid }, { expiresAt: this.expiry(sess) })
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  destroy(sid: string, cb?: Callback): void {
    this.repo
      .delete({ sid })
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  async pruneExpired(): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(this.clock.now()) });
  }

  private expiry(sess: SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(this.clock.nowMs() + SESSION_IDLE_TIMEOUT_MS);
  }
}
