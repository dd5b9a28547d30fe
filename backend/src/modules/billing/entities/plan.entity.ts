import { Column, Entity, PrimaryColumn, ValueTransformer } from 'typeorm';

/** PostgreSQL hands bigint back as a string. */
const bigintOrNull: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

export const LICENSE_TIERS = ['starter', 'pro'] as const;
export type LicenseTier = (typeof LICENSE_TIERS)[number];

/** A price list entry, seeded by the migration (starter, professional, enterprise). */
@Entity('plans')
export class PlanEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Whole cents: money is never a float. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 10 })
  interval: 'month' | 'year';

  @Column({ type: 'simple-json' })
  features: string[];

  /** -1 means unlimited (spec §9). */
  @Column({ name: 'max_servers', type: 'integer' })
  maxServers: number;

  /** Tokens a month (prompt + completion) included; null means unlimited (docs/usage.md). */
  @Column({ name: 'monthly_tokens', type: 'bigint', nullable: true, transformer: bigintOrNull })
  monthlyTokens: number | null;

  @Column({ name: 'license_tier', type: 'varchar', length: 10 })
  licenseTier: LicenseTier;

  /**
   * IronKeep Local users its keys allow, when more than its tier's (Enterprise: 25 on a Pro key);
   * null: the tier's own (TIER_GRANTS). Read through licenses' `licenseUsersFor`.
   */
  @Column({ name: 'license_max_users', type: 'integer', nullable: true })
  licenseMaxUsers: number | null;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;
}

export const UNLIMITED = -1;

export function allowsAnotherServer(plan: Pick<PlanEntity, 'maxServers'>, count: number): boolean {
  return plan.maxServers === UNLIMITED || count < plan.maxServers;
}
