import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../audit/entities/audit-entry.entity';

/** Absent user or API token in a roll-up key ('' rather than NULL, which never conflicts). */
export const NO_KEY = '';

/**
 * A day's usage per (organization, member, API token, model), kept current by UsageWriter in
 * the same transaction as the records. Every read of the usage API comes from here, so 13
 * months of a busy organization are a few thousand rows, not millions.
 */
@Entity('usage_daily')
@Index('IDX_usage_daily_day', ['day'])
export class UsageDailyEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  /** The UTC day, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;

  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36, default: NO_KEY })
  userId: string;

  @PrimaryColumn({ name: 'api_token_id', type: 'varchar', length: 36, default: NO_KEY })
  apiTokenId: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  model: string;

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
