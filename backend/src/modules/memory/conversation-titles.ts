import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { MemoryDecryptionError, MessageCipher } from './message-cipher';
import { titleFrom } from './conversation-text';

const BATCH = 500;

type StoredTitle = Pick<MemoryConversationEntity, 'title' | 'titleKeyId' | 'titleByUser'>;

/**
 * Conversation titles: generated from the first question and sealed like the messages, or
 * written by the owner (rename). A conversation stored before titles existed shows its first
 * question, shortened the same way, until it gets one.
 */
@Injectable()
export class ConversationTitles {
  private readonly logger = new Logger('Memory');

  constructor(private readonly cipher: MessageCipher) {}

  /** The stored columns of a title generated from `question` (nulls when it is blank). */
  generated(conversationId: string, question: string | undefined): StoredTitle {
    const title = question === undefined ? null : titleFrom(question);
    if (title === null) return { title: null, titleKeyId: null, titleByUser: false };
    return { ...this.cipher.sealTitle(conversationId, title), titleByUser: false };
  }

  /** The stored columns of a title the owner wrote. */
  written(conversationId: string, title: string): StoredTitle {
    return { ...this.cipher.sealTitle(conversationId, title), titleByUser: true };
  }

  /** The title shown for each conversation (absent: none, the page says "{type} Chat"). */
  async shown(
    manager: EntityManager,
    conversations: MemoryConversationEntity[],
  ): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    const untitled: string[] = [];
    for (const conversation of conversations) {
      const title = this.readable(conversation);
      if (title === null) untitled.push(conversation.id);
      else titles.set(conversation.id, title);
    }
    for (const [id, question] of await this.firstQuestions(manager, untitled)) {
      const title = titleFrom(question);
      if (title !== null) titles.set(id, title);
    }
    return titles;
  }

  /**
   * After a question was edited or deleted: a generated title is made again from the first
   * question left (or removed), so it never keeps text the owner took out. A written one stays.
   */
  async refresh(manager: EntityManager, conversationId: string): Promise<void> {
    const conversation = await manager.findOneBy(MemoryConversationEntity, { id: conversationId });
    if (!conversation || conversation.titleByUser) return;
    const first = await this.firstQuestions(manager, [conversationId]);
    await manager.update(
      MemoryConversationEntity,
      { id: conversationId },
      this.generated(conversationId, first.get(conversationId)),
    );
  }

  private readable(conversation: MemoryConversationEntity): string | null {
    try {
      return this.cipher.readTitle(conversation);
    } catch (error) {
      if (!(error instanceof MemoryDecryptionError)) throw error;
      this.logger.error(`Stored title failed authentication: ${error.message}`);
      return null;
    }
  }

  /** The first stored question of each conversation, decrypted (unreadable ones left out). */
  private async firstQuestions(
    manager: EntityManager,
    conversationIds: string[],
  ): Promise<Map<string, string>> {
    const questions = new Map<string, string>();
    for (let i = 0; i < conversationIds.length; i += BATCH) {
      const rows = await manager
        .createQueryBuilder(MemoryMessageEntity, 'm')
        .where({ conversationId: In(conversationIds.slice(i, i + BATCH)), role: 'user' })
        .andWhere(
          'm.seq = (SELECT MIN(f.seq) FROM memory_messages f WHERE f.conversation_id = m.conversation_id AND f.role = :role)',
          { role: 'user' },
        )
        .getMany();
      for (const message of rows) {
        try {
          questions.set(message.conversationId, this.cipher.read(message));
        } catch (error) {
          if (!(error instanceof MemoryDecryptionError)) throw error;
        }
      }
    }
    return questions;
  }
}
