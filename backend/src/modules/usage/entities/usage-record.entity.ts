import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from '../../audit/entities/audit-entry.entity';
import type { GenerationKind, GenerationOutcome, GenerationSource } from '../usage.contract';

/**
 * One generation as counts and timings (docs/usage.md). There is deliberately no column for the
 * prompt or the answer: what is not stored cannot leak. Written in batches by UsageWriter.
 */
@Entity('usage_records')
@Index('IDX_usage_records_org_time', ['organizationId', 'occurredAt'])
export class UsageRecordEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** When the generation started, in epoch milliseconds (as the audit trail). */
  @Column({ name: 'occurred_at', type: 'bigint', transformer: bigintNumber })
  occurredAt: number;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ name: 'api_token_id', type: 'varchar', length: 36, nullable: true })
  apiTokenId: string | null;

  @Column({ name: 'server_id', type: 'varchar', length: 36, nullable: true })
  serverId: string | null;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  @Column({ type: 'varchar', length: 16 })
  source: GenerationSource;

  @Column({ type: 'varchar', length: 16 })
  kind: GenerationKind;

  @Column({ name: 'prompt_tokens', type: 'integer' })
  promptTokens: number;

  @Column({ name: 'completion_tokens', type: 'integer' })
  completionTokens: number;

  @Column({ type: 'boolean' })
  estimated: boolean;

  @Column({ name: 'latency_ms', type: 'integer' })
  latencyMs: number;

  @Column({ name: 'ttft_ms', type: 'integer', nullable: true })
  ttftMs: number | null;

  @Column({ type: 'varchar', length: 16 })
  outcome: GenerationOutcome;

  @Column({ type: 'integer' })
  status: number;
}
