import { Column, Entity, Index, PrimaryColumn, ValueTransformer } from 'typeorm';
import { HashedFields } from '../chain/entry-hash';

/** PostgreSQL hands bigint back as a string; ids and times stay far below 2^53. */
export const bigintNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/**
 * One entry of the audit trail (docs/audit.md). Rows are only ever inserted (and, past the
 * retention period, deleted oldest first): `id` is the entry's position in the hash chain.
 */
@Entity('audit_entries')
@Index('IDX_audit_entries_occurred', ['occurredAt'])
@Index('IDX_audit_entries_actor', ['actorId', 'id'])
@Index('IDX_audit_entries_target', ['targetId', 'id'])
@Index('IDX_audit_entries_organization', ['organizationId', 'id'])
export class AuditEntryEntity implements HashedFields {
  @PrimaryColumn({ type: 'bigint', transformer: bigintNumber })
  id: number;

  @Column({ name: 'occurred_at', type: 'bigint', transformer: bigintNumber })
  occurredAt: number;

  @Column({ name: 'actor_type', type: 'varchar', length: 16 })
  actorType: string;

  @Column({ name: 'actor_id', type: 'varchar', length: 64, nullable: true })
  actorId: string | null;

  @Column({ name: 'actor_name', type: 'varchar', length: 100, nullable: true })
  actorName: string | null;

  @Column({ name: 'actor_auth', type: 'varchar', length: 16 })
  actorAuth: string;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 16 })
  outcome: string;

  @Column({ name: 'target_type', type: 'varchar', length: 32, nullable: true })
  targetType: string | null;

  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  @Column({ name: 'organization_id', type: 'varchar', length: 36, nullable: true })
  organizationId: string | null;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  /** JSON object with action-specific facts (never secrets). */
  @Column({ type: 'text', nullable: true })
  details: string | null;

  @Column({ name: 'prev_hash', type: 'varchar', length: 64 })
  prevHash: string;

  @Column({ type: 'varchar', length: 64 })
  hash: string;
}
