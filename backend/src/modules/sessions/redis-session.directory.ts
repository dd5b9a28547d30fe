import Redis from 'ioredis';
import { sessionUserId } from './session-data';
import { ActiveSession, SessionDirectory } from './session-directory';
import { SessionInvalidation } from './session-invalidation';

/**
 * RedisSessionStore keeps each session under `{prefix}sess:{sid}` with a TTL; this adds a set
 * per user so a user's sessions can be found without scanning the keyspace.
 */
export class RedisSessionDirectory extends SessionDirectory {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly invalidation: SessionInvalidation,
  ) {
    super();
  }

  private sessionKey(sid: string): string {
    return `${this.prefix}sess:${sid}`;
  }

  private userKey(userId: string): string {
    return `${this.prefix}user-sessions:${userId}`;
  }

  async register(userId: string, sid: string): Promise<void> {
    await this.redis.sadd(this.userKey(userId), sid);
  }

  async listForUser(userId: string): Promise<ActiveSession[]> {
    const sids = await this.redis.smembers(this.userKey(userId));
    if (sids.length === 0) return [];
    const values = await this.redis.mget(sids.map((sid) => this.sessionKey(sid)));
    const live: ActiveSession[] = [];
    const expired: string[] = [];
    sids.forEach((sid, i) => {
      const raw = values[i];
      const data = raw ? JSON.parse(raw) : null;
      if (data?.passport?.user === userId) live.push({ sid, data });
      else expired.push(sid);
    });
    if (expired.length) await this.redis.srem(this.userKey(userId), ...expired);
    return live;
  }

  async destroy(sid: string): Promise<void> {
    await this.redis.del(this.sessionKey(sid));
    await this.invalidation.evictSession(sid);
  }

  async countActive(): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(
        cursor,
        'MATCH',
        this.sessionKey('*'),
        'COUNT',
        500,
      );
      cursor = next;
      // A visitor's session (a CSRF token for a form or the sign-in page) has no user: not counted.
      const values = keys.length ? await this.redis.mget(keys) : [];
      count += values.filter((raw) => raw && sessionUserId(JSON.parse(raw))).length;
    } while (cursor !== '0');
    return count;
  }
}
