import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { num, runSql } from '../usage-sql';

/** An organization as the allowance sees it. */
export interface OrganizationAllowance {
  organizationId: string;
  name: string;
  slug: string;
  planName: string | null;
  /** The plan's allowance; null = unlimited (or no plan). */
  planTokens: number | null;
  /** An admin's override, when one is set (its monthlyTokens null = unlimited). */
  override: { monthlyTokens: number | null } | null;
  /** What applies: the override, else the plan's. */
  limitTokens: number | null;
}

/** A plan or override change reaches every replica within this. */
export const LIMIT_CACHE_MS = 5_000;

const SELECT = `SELECT o.id, o.name, o.slug, p.name AS plan_name, p.monthly_tokens AS plan_tokens,
    a.organization_id AS override_id, a.monthly_tokens AS override_tokens
  FROM organizations o
  LEFT JOIN subscriptions s ON s.organization_id = o.id
  LEFT JOIN plans p ON p.id = s.plan_id
  LEFT JOIN token_allowances a ON a.organization_id = o.id`;

interface Row {
  id: string;
  name: string;
  slug: string;
  plan_name: string | null;
  plan_tokens: unknown;
  override_id: string | null;
  override_tokens: unknown;
}

/**
 * Each organization's monthly allowance: the admin's override, else its plan's. Cached for
 * LIMIT_CACHE_MS per replica, since admit() runs before every gateway call; the replica that
 * saves an override forgets its copy at once.
 */
@Injectable()
export class AllowanceLimits {
  private readonly cache = new Map<string, { at: number; value: OrganizationAllowance | null }>();
  /** Slugs never change; the metrics label every record with one, synchronously. */
  private readonly slugs = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async of(organizationId: string): Promise<OrganizationAllowance | null> {
    const cached = this.cache.get(organizationId);
    if (cached && this.clock.nowMs() - cached.at < LIMIT_CACHE_MS) return cached.value;
    const [row] = await runSql<Row>(this.db, `${SELECT} WHERE o.id = ?`, [organizationId]);
    const value = row ? this.toAllowance(row) : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(organizationId, { at: this.clock.nowMs(), value });
    return value;
  }

  /** Every organization (the admin list, the metrics' allowance gauges), newest first: among
   * organizations with the same usage (a new one has none) the admin list shows the newest on
   * its first page, where an admin setting up a new customer looks for it. */
  async all(): Promise<OrganizationAllowance[]> {
    const rows = await runSql<Row>(this.db, `${SELECT} ORDER BY o.created_at DESC, o.name`);
    return rows.map((row) => this.toAllowance(row));
  }

  slugOf(organizationId: string): string | undefined {
    return this.slugs.get(organizationId);
  }

  forget(organizationId: string): void {
    this.cache.delete(organizationId);
  }

  private toAllowance(row: Row): OrganizationAllowance {
    this.slugs.set(row.id, row.slug);
    const planTokens = row.plan_tokens === null ? null : num(row.plan_tokens);
    const override = row.override_id
      ? { monthlyTokens: row.override_tokens === null ? null : num(row.override_tokens) }
      : null;
    return {
      organizationId: row.id,
      name: row.name,
      slug: row.slug,
      planName: row.plan_name,
      planTokens,
      override,
      limitTokens: override ? override.monthlyTokens : planTokens,
    };
  }
}
