import type Redis from 'ioredis';

/**
 * One counter a call is checked against: `r` requests in the window (counted at admission),
 * `t` tokens in the window and `m` tokens in the month (counted after the call with the real
 * usage), `c` open calls (a sorted set of leases scored by their expiry).
 */
export interface CounterCheck {
  key: string;
  kind: 'r' | 't' | 'm' | 'c';
  limit: number;
  /** How long the key outlives this call (ms). */
  ttlMs: number;
}

export interface AdmitResult {
  /** Index of the first check that refused, or -1. */
  refused: number;
  /** Per check: requests after this one, tokens used so far, or open calls with this one. */
  values: number[];
}

export interface Consumption {
  key: string;
  amount: number;
  ttlMs: number;
}

/**
 * The counters of limits, exact across replicas: in Redis (one Lua script checks every applicable
 * counter and counts the call in a single EVALSHA, so two replicas cannot both take the last slot)
 * or, without Redis, in this process (one replica: SQLite).
 */
export abstract class LimitCounters {
  /** Checks all; only when none refuses, counts the request and opens the lease. */
  abstract admit(
    checks: CounterCheck[],
    nowMs: number,
    leaseId: string,
    leaseExpiresMs: number,
  ): Promise<AdmitResult>;
  /** Adds the call's tokens to its token counters. */
  abstract consume(consumptions: Consumption[]): Promise<void>;
  /** Keeps an open call's leases alive (a long stream). */
  abstract renew(keys: string[], leaseId: string, expiresMs: number): Promise<void>;
  /** Closes an open call's leases. */
  abstract release(keys: string[], leaseId: string): Promise<void>;
  /** What each counter holds now, counting nothing (a member's own view of their limits). */
  abstract read(counters: Pick<CounterCheck, 'key' | 'kind'>[], nowMs: number): Promise<number[]>;
}

/** KEYS: one per check. ARGV: now, lease id, lease expiry, then kind, limit, ttl per check. */
export const ADMIT_SCRIPT = `
local now = tonumber(ARGV[1])
local lease = ARGV[2]
local leaseExpiry = tonumber(ARGV[3])
local values = {}
for i = 1, #KEYS do
  local kind = ARGV[1 + i * 3]
  local limit = tonumber(ARGV[2 + i * 3])
  local v
  if kind == 'c' then
    redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
    v = redis.call('ZCARD', KEYS[i])
  else
    v = tonumber(redis.call('GET', KEYS[i]) or '0')
  end
  if v >= limit then
    values[i] = v
    return {i, v}
  end
  values[i] = v
end
for i = 1, #KEYS do
  local kind = ARGV[1 + i * 3]
  local ttl = tonumber(ARGV[3 + i * 3])
  if kind == 'r' then
    values[i] = redis.call('INCR', KEYS[i])
    redis.call('PEXPIRE', KEYS[i], ttl)
  elseif kind == 'c' then
    redis.call('ZADD', KEYS[i], leaseExpiry, lease)
    values[i] = values[i] + 1
    redis.call('PEXPIRE', KEYS[i], ttl)
  end
end
return {0, unpack(values)}
`;

type WithAdmit = Redis & {
  ironkeepLimitsAdmit(numKeys: number, ...args: (string | number)[]): Promise<number[]>;
};

export class RedisLimitCounters extends LimitCounters {
  private readonly redis: WithAdmit;

  constructor(redis: Redis) {
    super();
    // defineCommand sends EVALSHA (EVAL once if Redis does not know the script yet).
    if (!('ironkeepLimitsAdmit' in redis))
      redis.defineCommand('ironkeepLimitsAdmit', { lua: ADMIT_SCRIPT });
    this.redis = redis as WithAdmit;
  }

  async admit(
    checks: CounterCheck[],
    nowMs: number,
    leaseId: string,
    leaseExpiresMs: number,
  ): Promise<AdmitResult> {
    const args: (string | number)[] = [nowMs, leaseId, leaseExpiresMs];
    for (const c of checks) args.push(c.kind, c.limit, Math.max(1, Math.ceil(c.ttlMs)));
    const reply = await this.redis.ironkeepLimitsAdmit(
      checks.length,
      ...checks.map((c) => c.key),
      ...args,
    );
    const [index, ...rest] = reply.map(Number);
    if (index > 0) {
      const values = checks.map(() => 0);
      values[index - 1] = rest[0];
      return { refused: index - 1, values };
    }
    return { refused: -1, values: rest };
  }

  async consume(consumptions: Consumption[]): Promise<void> {
    const multi = this.redis.multi();
    for (const { key, amount, ttlMs } of consumptions) {
      multi.incrby(key, amount);
      multi.pexpire(key, Math.max(1, Math.ceil(ttlMs)));
    }
    await multi.exec();
  }

  async renew(keys: string[], leaseId: string, expiresMs: number): Promise<void> {
    const multi = this.redis.multi();
    for (const key of keys) multi.zadd(key, 'XX', expiresMs, leaseId);
    await multi.exec();
  }

  async release(keys: string[], leaseId: string): Promise<void> {
    const multi = this.redis.multi();
    for (const key of keys) multi.zrem(key, leaseId);
    await multi.exec();
  }

  async read(counters: Pick<CounterCheck, 'key' | 'kind'>[], nowMs: number): Promise<number[]> {
    if (!counters.length) return [];
    const pipeline = this.redis.pipeline();
    for (const { key, kind } of counters) {
      // An open call's lease counts until it expires (admission sweeps the expired ones).
      if (kind === 'c') pipeline.zcount(key, `(${nowMs}`, '+inf');
      else pipeline.get(key);
    }
    const replies = (await pipeline.exec()) ?? [];
    return replies.map(([err, value]) => {
      if (err) throw err;
      return Number(value ?? 0);
    });
  }
}

interface Entry {
  value: number;
  expiresMs: number;
}

/** One replica without Redis: the same semantics in memory (admission is synchronous). */
export class MemoryLimitCounters extends LimitCounters {
  private readonly counts = new Map<string, Entry>();
  private readonly leases = new Map<string, Map<string, number>>();
  private sweptMs = 0;

  constructor(private readonly nowMs: () => number) {
    super();
  }

  async admit(
    checks: CounterCheck[],
    nowMs: number,
    leaseId: string,
    leaseExpiresMs: number,
  ): Promise<AdmitResult> {
    this.sweep(nowMs);
    const values: number[] = [];
    for (const [i, check] of checks.entries()) {
      const value =
        check.kind === 'c' ? this.openLeases(check.key, nowMs) : this.count(check.key, nowMs);
      values.push(value);
      if (value >= check.limit) return { refused: i, values };
    }
    for (const [i, check] of checks.entries()) {
      if (check.kind === 'r') {
        values[i] += 1;
        this.counts.set(check.key, { value: values[i], expiresMs: nowMs + check.ttlMs });
      } else if (check.kind === 'c') {
        let set = this.leases.get(check.key);
        if (!set) this.leases.set(check.key, (set = new Map()));
        set.set(leaseId, leaseExpiresMs);
        values[i] += 1;
      }
    }
    return { refused: -1, values };
  }

  async consume(consumptions: Consumption[]): Promise<void> {
    const now = this.nowMs();
    for (const { key, amount, ttlMs } of consumptions) {
      const value = this.count(key, now) + amount;
      this.counts.set(key, { value, expiresMs: now + ttlMs });
    }
  }

  async renew(keys: string[], leaseId: string, expiresMs: number): Promise<void> {
    for (const key of keys) {
      const set = this.leases.get(key);
      if (set?.has(leaseId)) set.set(leaseId, expiresMs);
    }
  }

  async release(keys: string[], leaseId: string): Promise<void> {
    for (const key of keys) {
      const set = this.leases.get(key);
      set?.delete(leaseId);
      if (set?.size === 0) this.leases.delete(key);
    }
  }

  async read(counters: Pick<CounterCheck, 'key' | 'kind'>[], nowMs: number): Promise<number[]> {
    return counters.map(({ key, kind }) =>
      kind === 'c' ? this.openLeases(key, nowMs) : this.count(key, nowMs),
    );
  }

  private count(key: string, nowMs: number): number {
    const entry = this.counts.get(key);
    return entry && entry.expiresMs > nowMs ? entry.value : 0;
  }

  private openLeases(key: string, nowMs: number): number {
    const set = this.leases.get(key);
    if (!set) return 0;
    for (const [id, expires] of set) if (expires <= nowMs) set.delete(id);
    return set.size;
  }

  /** Expired windows go at most once a minute. */
  private sweep(nowMs: number): void {
    if (nowMs - this.sweptMs < 60_000) return;
    this.sweptMs = nowMs;
    for (const [key, entry] of this.counts) if (entry.expiresMs <= nowMs) this.counts.delete(key);
  }
}
