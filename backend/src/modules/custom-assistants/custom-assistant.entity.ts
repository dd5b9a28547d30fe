import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An assistant an organization's admins publish to its members (issue 42 item 4): instructions
 * (the system prompt), a model, a knowledge scope and who may use it. Lists are JSON text so the
 * same columns serve SQLite and PostgreSQL.
 */
@Entity('custom_assistants')
@Index('UQ_custom_assistants_organization_slug', ['organizationId', 'slug'], { unique: true })
export class CustomAssistantEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ type: 'varchar', length: 32 })
  slug: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 32 })
  icon: string;

  @Column({ type: 'varchar', length: 7 })
  color: string;

  @Column({ type: 'text' })
  instructions: string;

  /** null: the organization's default model. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  model: string | null;

  @Column({ name: 'knowledge_scope', type: 'varchar', length: 16 })
  knowledgeScope: string;

  /** JSON array of knowledge document ids (only with the 'documents' scope). */
  @Column({ name: 'document_ids', type: 'text' })
  documentIds: string;

  /** JSON array of starter questions. */
  @Column({ type: 'text' })
  starters: string;

  /** JSON array of team ids; null: everyone in the organization. */
  @Column({ name: 'access_teams', type: 'text', nullable: true })
  accessTeams: string | null;

  @Column({ name: 'created_at', type: Date })
  createdAt: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
