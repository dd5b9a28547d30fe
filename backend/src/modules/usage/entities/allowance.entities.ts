import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from '../../audit/entities/audit-entry.entity';

/** Tokens an organization used in a UTC month (YYYY-MM), when Redis does not hold the count. */
@Entity('usage_month_counters')
export class UsageMonthCounterEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  tokens: number;
}

/** An admin's override of the plan's monthly allowance; monthlyTokens null = unlimited. */
@Entity('token_allowances')
export class TokenAllowanceEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ name: 'monthly_tokens', type: 'bigint', nullable: true, transformer: bigintNumber })
  monthlyTokens: number | null;

  @Column({ name: 'updated_by', type: 'varchar', length: 36, nullable: true })
  updatedBy: string | null;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}

/** "80 % / 100 % of this month's tokens used", once per organization, month and threshold. */
@Entity('usage_notices')
export class UsageNoticeEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @PrimaryColumn({ type: 'varchar', length: 7 })
  month: string;

  @PrimaryColumn({ type: 'integer' })
  threshold: number;

  @Column({ name: 'used_tokens', type: 'bigint', transformer: bigintNumber })
  usedTokens: number;

  @Column({ name: 'limit_tokens', type: 'bigint', transformer: bigintNumber })
  limitTokens: number;

  /** Epoch milliseconds. */
  @Column({ name: 'created_at', type: 'bigint', transformer: bigintNumber })
  createdAt: number;
}
