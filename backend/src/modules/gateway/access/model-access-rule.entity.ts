import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Who in an organization may call one served model, the other names it answers to and the
 * models that answer in its place when none of its servers can (issue 40 item 3). A model
 * without a row is open to everyone, with no alias and no fallback.
 */
@Entity('model_access_rules')
@Index('UQ_model_access_rules_organization_model', ['organizationId', 'model'], { unique: true })
export class ModelAccessRuleEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  /** JSON array of team ids; null: everyone. */
  @Column({ name: 'access_teams', type: 'text', nullable: true })
  accessTeams: string | null;

  /** JSON array of names. */
  @Column({ type: 'text' })
  aliases: string;

  /** JSON array of model names, in order. */
  @Column({ type: 'text' })
  fallbacks: string;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
