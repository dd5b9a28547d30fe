import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One chat session of one user with one assistant. Its title is prompt text, so it is sealed like
 * a message (MessageCipher.sealTitle). A generated title follows the first question: editing or
 * deleting that question regenerates it, so nothing of a removed question is left behind.
 */
@Entity('memory_conversations')
@Index('UQ_memory_conversations_session', ['userId', 'assistantType', 'sessionId'], {
  unique: true,
})
@Index('IDX_memory_conversations_user_updated', ['userId', 'updatedAt'])
export class MemoryConversationEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  /** The assistant id (brain, deploy, …), 'chat', or a custom assistant's slug. */
  @Column({ name: 'assistant_type', type: 'varchar', length: 32 })
  assistantType: string;

  /** The model the member chose or the assistant answers with; null: the default (or older). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  model: string | null;

  /** `v1.<nonce>.<tag>.<ciphertext>` (AES-256-GCM); null: none stored (older conversations). */
  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ name: 'title_key_id', type: 'varchar', length: 16, nullable: true })
  titleKeyId: string | null;

  /** Renamed by its owner: kept as written; otherwise generated from the first question. */
  @Column({ name: 'title_by_user', type: 'boolean', default: false })
  titleByUser: boolean;

  /** The chat's own session id (chosen by the client), not the sign-in session. */
  @Column({ name: 'session_id', type: 'varchar', length: 100 })
  sessionId: string;

  @Column({ name: 'created_at' })
  createdAt: Date;

  /** Last new, edited or deleted message; auto-delete counts from here. */
  @Column({ name: 'updated_at' })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
