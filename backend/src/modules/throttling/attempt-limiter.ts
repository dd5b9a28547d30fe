import Redis from 'ioredis';
import { Clock, SystemClock } from '../../common/clock/clock';

/**
 * Counts failures (bad passwords, wrong 2FA codes) per key inside a sliding-out window.
 * Unlike the request throttler it only counts what the caller records.
 */
export abstract class AttemptLimiter {
  abstract count(key: string): Promise<number>;
  abstract record(key: string, windowMs: number): Promise<number>;
  abstract reset(key: string): Promise<void>;
  /** Seconds until the window of `key` ends (0 when there is none). */
  abstract retryAfter(key: string): Promise<number>;
}

export class MemoryAttemptLimiter extends AttemptLimiter {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly clock: Clock = new SystemClock()) {
    super();
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.clock.nowMs()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async record(key: string, windowMs: number): Promise<number> {
    const entry = this.live(key) ?? { count: 0, expiresAt: this.clock.nowMs() + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return entry.count;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async retryAfter(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? Math.ceil((entry.expiresAt - this.clock.nowMs()) / 1000) : 0;
  }
}

export class RedisAttemptLimiter extends AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private key(key: string): string {
    return `${this.prefix}attempts:${key}`;
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.key(key))) ?? 0);
  }

  async record(key: string, windowMs: number): Promise<number> {
    const [[, count]] = (await this.redis
      .multi()
      .incr(this.key(key))
      .pexpire(this.key(key), windowMs, 'NX')
      .exec()) as [[null, number], [null, number]];
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async retryAfter(key: string): Promise<number> {
    const ms = await this.redis.pttl(this.key(key));
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }
}
