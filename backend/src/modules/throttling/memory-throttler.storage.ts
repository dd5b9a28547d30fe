import { OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';

interface Window {
  hits: number;
  expiresAt: number;
  blockedUntil: number;
}

const SWEEP_PERIOD_MS = 60_000;

/**
 * In-process request counters: a fixed window per client and throttler with an optional block
 * period, the same semantics as the Redis script in RedisThrottlerStorage. Used on one replica
 * without Redis and as the fallback while Redis is down.
 *
 * Why not @nestjs/throttler's own ThrottlerStorageService: it keeps one expiry time per hit and
 * filters the whole list on every request, so a client that stays under a high limit costs
 * O(hits in the window) per request (2,000 requests/s instead of 25,000 in bench:api with the
 * limit raised out of reach). Here each request is one map lookup.
 */
export class MemoryThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly windows = new Map<string, Window>();
  private readonly sweep = setInterval(() => this.evictExpired(), SWEEP_PERIOD_MS).unref();

  constructor(private readonly now: () => number = Date.now) {}

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return Promise.resolve(this.incrementNow(key, ttl, limit, blockDuration, throttlerName));
  }

  /** increment() without the promise: AppThrottlerGuard then answers with a boolean. */
  incrementNow(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): ThrottlerStorageRecord {
    const now = this.now();
    const id = `${throttlerName}:${key}`;
    let window = this.windows.get(id);
    if (window && window.blockedUntil > now) return record(window, now, true);
    if (!window || window.expiresAt <= now) {
      window = { hits: 0, expiresAt: now + ttl, blockedUntil: 0 };
      this.windows.set(id, window);
    }
    window.hits += 1;
    if (window.hits > limit) {
      window.blockedUntil = now + blockDuration;
      return record(window, now, true);
    }
    return record(window, now, false);
  }

  /** Drops windows that neither count nor block any more, so memory follows the active clients. */
  evictExpired(now = this.now()): void {
    for (const [id, window] of this.windows) {
      if (window.expiresAt <= now && window.blockedUntil <= now) this.windows.delete(id);
    }
  }

  get size(): number {
    return this.windows.size;
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }
}

/** Whether the storage counts in this process, without a promise (MemoryThrottlerStorage). */
export function countsImmediately(storage: ThrottlerStorage): storage is MemoryThrottlerStorage {
  return storage instanceof MemoryThrottlerStorage;
}

function record(window: Window, now: number, isBlocked: boolean): ThrottlerStorageRecord {
  return {
    totalHits: window.hits,
    timeToExpire: Math.max(0, Math.ceil((window.expiresAt - now) / 1000)),
    isBlocked,
    timeToBlockExpire: isBlocked ? Math.max(0, Math.ceil((window.blockedUntil - now) / 1000)) : 0,
  };
}
