import { randomUUID } from 'node:crypto';
import { LIMIT_KINDS } from '../../../common/dto/limit-set.dto';
import { LimitScope } from '../../limits/limit-set.entity';
import { ApplicableLimits } from '../../limits/limits.service';
import { GatewayError } from '../edge/openai-errors';
import { duration } from '../edge/response-headers';
import { CounterCheck, LimitCounters } from './limit-counters';

/**
 * Minute limits count in fixed 60-second windows aligned to the clock's minute (hh:mm:00 to
 * hh:mm:59.999, UTC): a window's count starts at 0 when it begins. Monthly limits count per UTC
 * calendar month.
 */
export const WINDOW_MS = 60_000;
/** An open call holds its concurrency slot this long unless renewed (a crashed replica's go). */
export const LEASE_MS = 60_000;
const RENEW_EVERY_MS = 20_000;
const MONTH_KEY_TTL_MS = 40 * 24 * 3600_000;

/** Who is calling, as far as limits go. */
export interface LimitedCaller {
  organizationId: string;
  userId: string;
  apiTokenId: string | null;
}

/** An admitted call: its headers, and `end(tokens)` once its answer is over (idempotent). */
export interface LimitLease {
  headers: Record<string, string>;
  end(tokens: number): Promise<void>;
}

export const NO_LIMITS: LimitLease = { headers: {}, end: async () => undefined };

interface Planned extends CounterCheck {
  level: LimitScope;
  subjectId: string;
  resetMs: number;
}

const KIND_NAMES = {
  r: 'requestsPerMinute',
  t: 'tokensPerMinute',
  m: 'monthlyTokens',
  c: 'maxConcurrent',
} as const satisfies Record<CounterCheck['kind'], (typeof LIMIT_KINDS)[number]>;

/** One limit of a level and its use now (tokens, requests or open calls). */
export interface LimitUse {
  kind: (typeof LIMIT_KINDS)[number];
  limit: number;
  used: number;
  remaining: number;
  /** When the minute window or the month ends; null for open calls. */
  resetsAt: Date | null;
}

/** A level's limits (the token, the member, one of the member's teams) as they stand now. */
export interface LimitStanding {
  level: LimitScope;
  subjectId: string;
  uses: LimitUse[];
}

/** A limit that refused a call: what the signed-in assistants say it with (limitInWords). */
export interface ReachedLimit {
  level: LimitScope;
  kind: CounterCheck['kind'];
  limit: number;
  /** When the window (or month) that refused ends. */
  resetsAt: Date;
}

/** The 429 of a limit, in OpenAI's shape for the API, with the limit for the assistants. */
export class LimitRefusal extends GatewayError {
  constructor(
    readonly reached: ReachedLimit,
    text: string,
    type: string,
    code: string,
    headers: Record<string, string>,
  ) {
    super(429, text, type, code, null, headers);
  }
}

const WORDS: Record<LimitScope, string> = {
  token: 'this API token',
  member: 'your account',
  team: 'your team',
};

/**
 * The gateway's limits of a call (issue 40): every applicable limit of the token, the member and
 * the member's teams is checked at once; the strictest wins (any one refusing refuses).
 */
export class LimitGate {
  constructor(
    private readonly applicable: (
      userId: string,
      tokenId: string | null,
    ) => Promise<ApplicableLimits[]>,
    private readonly counters: LimitCounters,
    private readonly nowMs: () => number,
    private readonly prefix: string,
  ) {}

  async admit(caller: LimitedCaller): Promise<LimitLease> {
    const sets = await this.applicable(caller.userId, caller.apiTokenId);
    if (!sets.length) return NO_LIMITS;
    const now = this.nowMs();
    const checks = this.plan(sets, now);
    const leaseId = randomUUID();
    const { refused, values } = await this.counters.admit(checks, now, leaseId, now + LEASE_MS);
    if (refused >= 0) throw refusal(checks[refused], values[refused], now);
    const headers = successHeaders(checks, values);
    return this.lease(checks, leaseId, headers);
  }

  /** Each applicable limit of the caller and how much of it is used now; counts nothing. */
  async standing(userId: string, tokenId: string | null): Promise<LimitStanding[]> {
    const sets = await this.applicable(userId, tokenId);
    if (!sets.length) return [];
    const now = this.nowMs();
    const checks = this.plan(sets, now);
    const values = await this.counters.read(checks, now);
    const usesOf = new Map<string, LimitUse[]>();
    checks.forEach((check, i) => {
      const key = `${check.level}:${check.subjectId}`;
      usesOf.set(key, [
        ...(usesOf.get(key) ?? []),
        {
          kind: KIND_NAMES[check.kind],
          limit: check.limit,
          used: values[i],
          remaining: Math.max(0, check.limit - values[i]),
          // An open call's slot frees when the call ends, not at a time.
          resetsAt: check.kind === 'c' ? null : new Date(now + check.resetMs),
        },
      ]);
    });
    return sets.map(({ level, subjectId }) => ({
      level,
      subjectId,
      uses: usesOf.get(`${level}:${subjectId}`) ?? [],
    }));
  }

  /** The counters each limit is checked against at `now`, in a fixed order (for the scripts). */
  private plan(sets: ApplicableLimits[], now: number): Planned[] {
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    const windowEnd = windowStart + WINDOW_MS;
    const monthEnd = nextMonth(now);
    const month = new Date(now).toISOString().slice(0, 7);
    const checks: Planned[] = [];
    for (const { level, subjectId, limits } of sets) {
      const base = `${this.prefix}limits:${level}:${subjectId}:`;
      const of = { level, subjectId };
      const minute = { ttlMs: windowEnd - now + 5_000, resetMs: windowEnd - now };
      if (limits.requestsPerMinute !== null)
        checks.push({
          ...of,
          key: `${base}r:${windowStart}`,
          kind: 'r',
          limit: limits.requestsPerMinute,
          ...minute,
        });
      if (limits.tokensPerMinute !== null)
        checks.push({
          ...of,
          key: `${base}t:${windowStart}`,
          kind: 't',
          limit: limits.tokensPerMinute,
          ...minute,
        });
      if (limits.monthlyTokens !== null)
        checks.push({
          ...of,
          key: `${base}m:${month}`,
          kind: 'm',
          limit: limits.monthlyTokens,
          ttlMs: MONTH_KEY_TTL_MS,
          resetMs: monthEnd - now,
        });
      if (limits.maxConcurrent !== null)
        checks.push({
          ...of,
          key: `${base}c`,
          kind: 'c',
          limit: limits.maxConcurrent,
          ttlMs: LEASE_MS * 2,
          resetMs: 1_000,
        });
    }
    return checks;
  }

  private lease(checks: Planned[], leaseId: string, headers: Record<string, string>): LimitLease {
    const slots = checks.filter((c) => c.kind === 'c').map((c) => c.key);
    const tokenChecks = checks.filter((c) => c.kind === 't' || c.kind === 'm');
    const renewal = slots.length
      ? setInterval(() => {
          this.counters.renew(slots, leaseId, this.nowMs() + LEASE_MS).catch(() => undefined);
        }, RENEW_EVERY_MS)
      : null;
    renewal?.unref();
    let ended: Promise<void> | null = null;
    return {
      headers,
      end: (tokens) => {
        ended ??= (async () => {
          if (renewal) clearInterval(renewal);
          const work: Promise<void>[] = [];
          if (slots.length) work.push(this.counters.release(slots, leaseId));
          if (tokens > 0 && tokenChecks.length) {
            const now = this.nowMs();
            const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
            work.push(
              this.counters.consume(
                tokenChecks.map((c) => ({
                  // The tokens count in the window the call ends in.
                  key: c.kind === 't' ? c.key.replace(/:t:\d+$/, `:t:${windowStart}`) : c.key,
                  amount: tokens,
                  ttlMs: c.kind === 't' ? windowStart + WINDOW_MS - now + 5_000 : c.ttlMs,
                })),
              ),
            );
          }
          await Promise.all(work).catch(() => undefined);
        })();
        return ended;
      },
    };
  }
}

/** OpenAI's headers for the strictest request and token limits (least remaining). */
function successHeaders(checks: Planned[], values: number[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const tightest = (kind: 'r' | 't') => {
    let best: { check: Planned; remaining: number } | null = null;
    for (const [i, check] of checks.entries()) {
      if (check.kind !== kind) continue;
      const remaining = Math.max(0, check.limit - values[i]);
      if (!best || remaining < best.remaining) best = { check, remaining };
    }
    return best;
  };
  const requests = tightest('r');
  if (requests) Object.assign(headers, rateHeaders('requests', requests.check, requests.remaining));
  const tokens = tightest('t');
  if (tokens) Object.assign(headers, rateHeaders('tokens', tokens.check, tokens.remaining));
  return headers;
}

function rateHeaders(what: 'requests' | 'tokens', check: Planned, remaining: number) {
  return {
    [`x-ratelimit-limit-${what}`]: String(check.limit),
    [`x-ratelimit-remaining-${what}`]: String(remaining),
    [`x-ratelimit-reset-${what}`]: duration(check.resetMs),
  };
}

function refusal(check: Planned, value: number, now: number): LimitRefusal {
  const who = WORDS[check.level];
  const reached: ReachedLimit = {
    level: check.level,
    kind: check.kind,
    limit: check.limit,
    resetsAt: new Date(now + check.resetMs),
  };
  const retryAfter = String(Math.max(1, Math.ceil(check.resetMs / 1000)));
  const headers: Record<string, string> = {
    'retry-after': retryAfter,
    'x-ironkeep-limit': check.level,
  };
  if (check.kind === 'm') {
    const renews = reached.resetsAt.toISOString();
    return new LimitRefusal(
      reached,
      `The monthly token budget of ${who} is used up (${value} of ${check.limit}); it renews on ${renews}`,
      'insufficient_quota',
      'insufficient_quota',
      headers,
    );
  }
  if (check.kind === 'r') Object.assign(headers, rateHeaders('requests', check, 0));
  if (check.kind === 't') Object.assign(headers, rateHeaders('tokens', check, 0));
  const what =
    check.kind === 'r'
      ? `requests per minute (limit ${check.limit})`
      : check.kind === 't'
        ? `tokens per minute (limit ${check.limit}, used ${value})`
        : `calls open at once (limit ${check.limit})`;
  return new LimitRefusal(
    reached,
    `Rate limit reached for ${who}: ${what}. Try again in ${duration(check.resetMs)}.`,
    'rate_limit_error',
    'rate_limit_exceeded',
    headers,
  );
}

function nextMonth(nowMs: number): number {
  const d = new Date(nowMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}
