import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { MAX_MESSAGE_LENGTH } from './dto/update-message.dto';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity, MemoryRole } from './entities/memory-message.entity';
import { MemoryDecryptionError, MessageCipher } from './message-cipher';
import { MemoryPreferencesService } from './memory-preferences.service';
import { ConversationTitles } from './conversation-titles';

/** How many stored messages (questions and answers) an assistant recalls: six exchanges. */
export const RECALL_MESSAGES = 12;

export interface ChatTurn {
  role: MemoryRole;
  content: string;
}

/** A signed-in chat's memory, as the answer engine uses it. */
export interface ChatMemory {
  history(): Promise<ChatTurn[]>;
  remember(turns: ChatTurn[]): Promise<void>;
}

/**
 * "Smart Memory": stores each exchange of a signed-in user (memory on) in the conversation of its
 * assistant and chat session, and recalls the user's latest stored exchanges with that assistant,
 * from any session, as the context of the next answer. Editing or deleting a stored message on
 * the memory page therefore changes what the assistant remembers.
 */
@Injectable()
export class MemoryRecorder {
  constructor(
    @InjectRepository(MemoryMessageEntity)
    private readonly messages: Repository<MemoryMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly preferences: MemoryPreferencesService,
    private readonly cipher: MessageCipher,
    private readonly titles: ConversationTitles,
    private readonly clock: Clock,
  ) {}

  /** null when the user has memory off: then nothing is read from or written to storage. */
  /** `model`: the one the conversation is held with (remembered on it; null: the default). */
  async forChat(
    userId: string,
    assistant: string,
    sessionId: string,
    model: string | null = null,
  ): Promise<ChatMemory | null> {
    if (!(await this.preferences.get(userId)).memoryEnabled) return null;
    return {
      history: () => this.recall(userId, assistant),
      remember: (turns) => this.record(userId, assistant, sessionId, turns, model),
    };
  }

  /** The latest stored messages with this assistant, oldest first; unreadable ones are skipped. */
  async recall(userId: string, assistant: string): Promise<ChatTurn[]> {
    const rows = await this.messages
      .createQueryBuilder('m')
      .innerJoin(MemoryConversationEntity, 'c', 'c.id = m.conversation_id')
      .where('m.user_id = :userId', { userId })
      .andWhere('c.assistant_type = :assistant', { assistant })
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.seq', 'DESC')
      .limit(RECALL_MESSAGES)
      .getMany();
    const turns: ChatTurn[] = [];
    for (const row of rows.reverse()) {
      try {
        turns.push({ role: row.role, content: this.cipher.read(row) });
      } catch (error) {
        if (!(error instanceof MemoryDecryptionError)) throw error;
      }
    }
    return turns;
  }

  /** Appends an exchange, unless memory was turned off while the answer was being written. */
  async record(
    userId: string,
    assistant: string,
    sessionId: string,
    turns: ChatTurn[],
    model: string | null = null,
  ) {
    const { memoryEnabled } = await this.preferences.get(userId);
    const kept = turns.filter((t) => t.content.trim() !== '');
    if (!memoryEnabled || kept.length === 0) return;
    const now = this.clock.now();
    const question = kept.find((t) => t.role === 'user')?.content.slice(0, MAX_MESSAGE_LENGTH);
    const conversationId = await this.conversationFor(
      { userId, assistantType: assistant, sessionId },
      { model, question, now },
    );
    await this.dataSource.transaction(async (manager) => {
      let seq = await lastSeq(manager, conversationId);
      const rows = kept.map((turn) => {
        const message = manager.create(MemoryMessageEntity, {
          id: randomUUID(),
          conversationId,
          userId,
          role: turn.role,
          seq: (seq += 1),
          createdAt: now,
        });
        this.cipher.write(message, turn.content.slice(0, MAX_MESSAGE_LENGTH));
        return message;
      });
      await manager.insert(MemoryMessageEntity, rows);
      // The latest model asked: a member may switch models within one conversation.
      await manager.update(
        MemoryConversationEntity,
        { id: conversationId },
        { updatedAt: now, model },
      );
    });
  }

  /** A new conversation is titled from its first question (sealed, as its messages are). */
  private async conversationFor(
    key: { userId: string; assistantType: string; sessionId: string },
    first: { model: string | null; question: string | undefined; now: Date },
  ): Promise<string> {
    const repo = this.dataSource.getRepository(MemoryConversationEntity);
    const existing = await repo.findOneBy(key);
    if (existing) return existing.id;
    const id = randomUUID();
    const { model, question, now } = first;
    try {
      const title = this.titles.generated(id, question);
      await repo.insert({ id, ...key, model, ...title, createdAt: now, updatedAt: now });
      return id;
    } catch (error) {
      // Two answers of one new session finishing together: the other one created it.
      const created = await repo.findOneBy(key);
      if (created) return created.id;
      throw error;
    }
  }
}

async function lastSeq(manager: EntityManager, conversationId: string): Promise<number> {
  const row: { last: number | string | null } | undefined = await manager
    .createQueryBuilder(MemoryMessageEntity, 'm')
    .select('MAX(m.seq)', 'last')
    .where('m.conversation_id = :conversationId', { conversationId })
    .getRawOne();
  return Number(row?.last ?? 0);
}
