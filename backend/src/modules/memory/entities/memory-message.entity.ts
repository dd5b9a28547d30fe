import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type MemoryRole = 'user' | 'assistant';

/**
 * One stored message. With encryption on, `content` is `v1.<nonce>.<tag>.<ciphertext>`
 * (AES-256-GCM, the message id as associated data) and `keyId` names the key; otherwise it is
 * the plain text and `keyId` is null.
 */
@Entity('memory_messages')
@Index('IDX_memory_messages_conversation_seq', ['conversationId', 'seq'])
@Index('IDX_memory_messages_user', ['userId'])
export class MemoryMessageEntity {
  /** Assigned before encryption, because the ciphertext is bound to it. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'conversation_id', type: 'varchar', length: 36 })
  conversationId: string;

  /** The owner, repeated from the conversation so every lookup is scoped in one condition. */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  role: MemoryRole;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'is_encrypted', type: 'boolean' })
  isEncrypted: boolean;

  @Column({ name: 'key_id', type: 'varchar', length: 16, nullable: true })
  keyId: string | null;

  /** Order within the conversation (a question and its answer share one clock reading). */
  @Column({ type: 'integer' })
  seq: number;

  @Column({ name: 'created_at' })
  createdAt: Date;
}
