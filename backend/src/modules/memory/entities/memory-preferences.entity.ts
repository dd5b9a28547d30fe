import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One row per user who has changed a memory setting; absent rows mean the defaults. */
@Entity('memory_preferences')
@Index('IDX_memory_preferences_auto_delete', ['autoDeleteDays'])
export class MemoryPreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ name: 'memory_enabled', type: 'boolean' })
  memoryEnabled: boolean;

  @Column({ name: 'memory_encryption', type: 'boolean' })
  memoryEncryption: boolean;

  /** null: never; otherwise 7, 30, 90 or 365 days after a conversation's last change. */
  @Column({ name: 'auto_delete_days', type: 'integer', nullable: true })
  autoDeleteDays: number | null;

  @Column({ name: 'updated_at' })
  updatedAt: Date;
}
