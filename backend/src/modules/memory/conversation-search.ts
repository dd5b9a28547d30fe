import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { MemoryDecryptionError, MessageCipher } from './message-cipher';
import { excerptOf, searchPattern } from './conversation-text';

/** Conversations whose messages are decrypted together: bounds the memory one search holds. */
const BATCH = 20;

/**
 * Search over one owner's conversations. Titles and messages are sealed, so the database cannot
 * match them: the owner's messages are read and decrypted here, a batch of conversations at a
 * time, stopping at each conversation's first hit. The cost grows with what the owner keeps
 * (bounded by their auto-delete setting), never with other users' data (docs/memory.md).
 */
@Injectable()
export class ConversationSearch {
  constructor(
    @InjectRepository(MemoryMessageEntity)
    private readonly messages: Repository<MemoryMessageEntity>,
    private readonly cipher: MessageCipher,
  ) {}

  /**
   * The matching conversations among `conversationIds` (the owner's, in their order), each with
   * its excerpt: null when the title matched, else around the first hit in a message.
   */
  async matches(
    userId: string,
    conversationIds: string[],
    titles: Map<string, string>,
    search: string,
  ): Promise<Map<string, string | null>> {
    const pattern = searchPattern(search);
    const hits = new Map<string, string | null>();
    const rest: string[] = [];
    for (const id of conversationIds) {
      const title = titles.get(id);
      if (title !== undefined && pattern.test(title)) hits.set(id, null);
      else rest.push(id);
    }
    for (let i = 0; i < rest.length; i += BATCH) {
      const rows = await this.messages.find({
        where: { userId, conversationId: In(rest.slice(i, i + BATCH)) },
        order: { seq: 'ASC', createdAt: 'ASC' },
      });
      for (const message of rows) {
        if (hits.has(message.conversationId)) continue;
        const excerpt = excerptOf(this.plainOrEmpty(message), pattern);
        if (excerpt !== null) hits.set(message.conversationId, excerpt);
      }
    }
    return hits;
  }

  /** An unreadable message matches nothing (it is reported where the conversation is opened). */
  private plainOrEmpty(message: MemoryMessageEntity): string {
    try {
      return this.cipher.read(message);
    } catch (error) {
      if (!(error instanceof MemoryDecryptionError)) throw error;
      return '';
    }
  }
}
