import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** An organization's choices about its AI servers: the model its assistants answer with. */
@Entity('organization_ai_settings')
export class OrganizationAiSettingsEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  /** null: the first active server's model (docs/gateway.md). */
  @Column({ name: 'default_chat_model', type: 'varchar', length: 200, nullable: true })
  defaultChatModel: string | null;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
