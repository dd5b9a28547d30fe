import { Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import Redis from 'ioredis';
import { MemoryThrottlerStorage } from './memory-throttler.storage';

// Atomic fixed-window counter with an optional block period, mirroring the semantics of
// @nestjs/throttler's in-memory storage so replicas share one count per client.
const INCREMENT_SCRIPT = `
local hitsKey, blockKey = KEYS[1], KEYS[2]
local ttl, limit, blockDuration = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local blockTtl = redis.call('PTTL', blockKey)
if blockTtl > 0 then
  return { tonumber(redis.call('GET', hitsKey) or limit + 1), redis.call('PTTL', hitsKey), 1, blockTtl }
end
local hits = redis.call('INCR', hitsKey)
if hits == 1 then redis.call('PEXPIRE', hitsKey, ttl) end
local expire = redis.call('PTTL', hitsKey)
if hits > limit then
  redis.call('SET', blockKey, '1', 'PX', blockDuration)
  return { hits, expire, 1, blockDuration }
end
return { hits, expire, 0, 0 }
`;

/**
 * Shared counters in Redis; while Redis is unreachable each replica counts in memory instead,
 * so public pages and the demo keep answering (still rate-limited, per replica) during an outage.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly fallback = new MemoryThrottlerStorage();
  private readonly logger = new Logger('Throttling');
  private lastWarning = -Infinity;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    try {
      return await this.incrementInRedis(key, ttl, limit, blockDuration, throttlerName);
    } catch (err) {
      this.warnFallback(err);
      return this.fallback.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  private warnFallback(err: unknown): void {
    if (performance.now() - this.lastWarning < 60_000) return;
    this.lastWarning = performance.now();
    this.logger.warn(
      `Redis unavailable, counting in memory: ${err instanceof Error ? err.message : err}`,
    );
  }

  private async incrementInRedis(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}throttle:${throttlerName}:${key}`;
    const [hits, expireMs, blocked, blockMs] = (await this.redis.eval(
      INCREMENT_SCRIPT,
      2,
      `${base}:hits`,
      `${base}:block`,
      ttl,
      limit,
      blockDuration,
    )) as [number, number, number, number];
    return {
      totalHits: hits,
      timeToExpire: Math.max(0, Math.ceil(expireMs / 1000)),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.max(0, Math.ceil(blockMs / 1000)),
    };
  }
}
