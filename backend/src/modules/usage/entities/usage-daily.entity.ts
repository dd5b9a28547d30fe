import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../audit/entities/audit-entry.entity';

/** Absent user or API token in a roll-up key ('' rather than NULL, which never conflicts). */
export const NO_KEY = '';

/** The sums every roll-up keeps, per key. */
abstract class RollupSums {
  @PrimaryColumn({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  requests: number;

  @Column({ name: 'prompt_tokens', type: 'bigint', transformer: bigintNumber })
  promptTokens: number;

  @Column({ name: 'completion_tokens', type: 'bigint', transformer: bigintNumber })
  completionTokens: number;

  @Column({ name: 'estimated_requests', type: 'bigint', transformer: bigintNumber })
  estimatedRequests: number;

  @Column({ name: 'failed_requests', type: 'bigint', transformer: bigintNumber })
  failedRequests: number;

  @Column({ name: 'cancelled_requests', type: 'bigint', transformer: bigintNumber })
  cancelledRequests: number;

  @Column({ name: 'latency_ms_total', type: 'bigint', transformer: bigintNumber })
  latencyMsTotal: number;
}

/** Who and what: member, API token and model. */
abstract class ByMember extends RollupSums {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36, default: NO_KEY })
  userId: string;

  @PrimaryColumn({ name: 'api_token_id', type: 'varchar', length: 36, default: NO_KEY })
  apiTokenId: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  model: string;
}

/**
 * A day's usage per (organization, member, API token, model), kept current by UsageWriter in
 * the same transaction as the records, like the two coarser roll-ups below. The usage API reads
 * these, never the records (docs/usage.md, "Daily roll-ups and reads").
 */
@Entity('usage_daily')
@Index('IDX_usage_daily_day', ['day'])
@Index('IDX_usage_daily_member', ['organizationId', 'userId', 'day'])
export class UsageDailyEntity extends ByMember {
  /** The UTC day, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
}

/** The same by UTC month (YYYY-MM): a long range reads its whole months here. */
@Entity('usage_monthly')
export class UsageMonthlyEntity extends ByMember {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;
}

/** One row per organization and day: the chart of the owner's view. */
@Entity('usage_day_totals')
export class UsageDayTotalsEntity extends RollupSums {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
}
