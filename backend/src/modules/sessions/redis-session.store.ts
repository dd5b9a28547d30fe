import Redis from 'ioredis';
import { Clock } from '../../common/clock/clock';
import { StoredSession } from './session-data';
import { LoadedSession, SessionStore } from './session-store';

/**
 * Sessions in Redis (scaled out): one key per session, `{prefix}sess:{sid}`, holding the JSON and
 * expiring with the session, the layout connect-redis used, so sessions from before the upgrade
 * load. One GET per uncached request; the user comes from the session cache or the database.
 */
export class RedisSessionStore extends SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  key(sid: string): string {
    return `${this.prefix}sess:${sid}`;
  }

  async load(sid: string): Promise<LoadedSession | null> {
    const raw = await this.redis.get(this.key(sid));
    if (!raw) return null;
    const data = JSON.parse(raw) as StoredSession;
    const expiresAt = data.cookie?.expires ? Date.parse(data.cookie.expires) : NaN;
    // A key without a readable expiry still expires in Redis; treat it as live until then.
    const known = Number.isFinite(expiresAt) ? expiresAt : Number.MAX_SAFE_INTEGER;
    if (known <= this.clock.nowMs()) return null;
    return { data, expiresAt: known };
  }

  async save(sid: string, data: StoredSession, expiresAt: number): Promise<void> {
    const ttl = Math.max(1, expiresAt - this.clock.nowMs());
    await this.redis.set(this.key(sid), JSON.stringify(data), 'PX', ttl);
  }

  async destroy(sid: string): Promise<void> {
    await this.redis.del(this.key(sid));
  }

  reachable(): boolean {
    return this.redis.status === 'ready';
  }
}
