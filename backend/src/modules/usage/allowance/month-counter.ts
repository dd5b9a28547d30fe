import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { hotRead } from '../../../database/hot-read';
import { runSql, num } from '../usage-sql';

/** Per organization: tokens counted. */
export type OrgTokens = Map<string, number>;

/**
 * The tokens each organization used this UTC month, atomic across replicas: Redis INCRBY when
 * REDIS_URL is set, an upsert on `usage_month_counters` otherwise. Written by the recorder as
 * generations end, read by TokenAllowance.admit before each one.
 */
export abstract class MonthCounter {
  /** Adds to the organization's count of `month`; returns the new total. */
  abstract add(month: string, organizationId: string, tokens: number): Promise<number>;
  /** The counts of `month` (0 for an organization with none). */
  abstract read(month: string, organizationIds: string[]): Promise<OrgTokens>;
}

export class DatabaseMonthCounter extends MonthCounter {
  /** admit()'s read, once per gateway call: a prepared statement, without TypeORM's path. */
  private readonly readOne: (params: unknown[]) => Promise<Record<string, unknown>[]>;

  constructor(private readonly db: DataSource) {
    super();
    this.readOne = hotRead(
      db,
      'usage_month_count',
      'SELECT tokens FROM usage_month_counters WHERE organization_id = ? AND month = ?',
    );
  }

  async add(month: string, organizationId: string, tokens: number): Promise<number> {
    const [row] = await runSql<{ tokens: unknown }>(
      this.db,
      `INSERT INTO usage_month_counters (organization_id, month, tokens) VALUES (?, ?, ?)
       ON CONFLICT (organization_id, month)
       DO UPDATE SET tokens = usage_month_counters.tokens + excluded.tokens
       RETURNING tokens`,
      [organizationId, month, tokens],
    );
    return num(row.tokens);
  }

  async read(month: string, organizationIds: string[]): Promise<OrgTokens> {
    const counts: OrgTokens = new Map(organizationIds.map((id) => [id, 0]));
    if (organizationIds.length === 0) return counts;
    if (organizationIds.length === 1) {
      const [row] = await this.readOne([organizationIds[0], month]);
      return counts.set(organizationIds[0], row ? num(row.tokens) : 0);
    }
    const rows = await runSql<{ organization_id: string; tokens: unknown }>(
      this.db,
      `SELECT organization_id, tokens FROM usage_month_counters
       WHERE month = ? AND organization_id IN (${organizationIds.map(() => '?').join(', ')})`,
      [month, ...organizationIds],
    );
    for (const row of rows) counts.set(row.organization_id, num(row.tokens));
    return counts;
  }
}

/** A month's key lives a little longer than the month, then Redis drops it. */
const KEY_TTL_SECONDS = 40 * 24 * 60 * 60;

/** INCRBY only on a key that exists: a missing one is seeded from the database first. */
const INCR_IF_PRESENT = `if redis.call('EXISTS', KEYS[1]) == 1 then
  return redis.call('INCRBY', KEYS[1], ARGV[1]) else return false end`;

/**
 * Redis: one key per organization and month. A key that is missing at the start of a month, or
 * because Redis lost its data, is seeded with SET NX from the daily roll-ups (the database's
 * record of the month), so a Redis restart does not hand every organization a fresh allowance.
 */
export class RedisMonthCounter extends MonthCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly db: DataSource,
  ) {
    super();
  }

  async add(month: string, organizationId: string, tokens: number): Promise<number> {
    const key = this.key(month, organizationId);
    const total = (await this.redis.eval(INCR_IF_PRESENT, 1, key, tokens)) as number | null;
    if (total !== null) return Number(total);
    await this.seed(month, organizationId);
    return this.redis.incrby(key, tokens);
  }

  async read(month: string, organizationIds: string[]): Promise<OrgTokens> {
    const counts: OrgTokens = new Map();
    if (organizationIds.length === 0) return counts;
    const values = await this.redis.mget(organizationIds.map((id) => this.key(month, id)));
    for (const [i, organizationId] of organizationIds.entries()) {
      const value = values[i];
      counts.set(
        organizationId,
        value === null ? await this.seed(month, organizationId) : Number(value),
      );
    }
    return counts;
  }

  private async seed(month: string, organizationId: string): Promise<number> {
    const [row] = await runSql<{ tokens: unknown }>(
      this.db,
      `SELECT COALESCE(SUM(prompt_tokens + completion_tokens), 0) AS tokens FROM usage_day_totals
       WHERE organization_id = ? AND day >= ? AND day < ?`,
      [organizationId, `${month}-01`, `${month}-32`],
    );
    const key = this.key(month, organizationId);
    await this.redis.set(key, num(row.tokens), 'EX', KEY_TTL_SECONDS, 'NX');
    return Number(await this.redis.get(key));
  }

  private key(month: string, organizationId: string): string {
    return `${this.prefix}usage:tokens:${month}:${organizationId}`;
  }
}
