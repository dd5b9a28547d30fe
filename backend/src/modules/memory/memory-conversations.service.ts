import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import {
  ConversationListDto,
  ConversationMessagesDto,
  ConversationSummaryDto,
  StoredMessageDto,
} from './dto/conversations.dto';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { MemoryDecryptionError, MessageCipher } from './message-cipher';
import { DECRYPTION_FAILED_MESSAGE, MEMORY_DECRYPTION_FAILED, MemoryErrors } from './memory.errors';
import { MemoryPreferencesService } from './memory-preferences.service';
import { deleteConversations } from './delete-conversations';

const TITLE_CHARS = 80;

/** What the memory page reads and changes; every query is scoped to the signed-in owner. */
@Injectable()
export class MemoryConversationsService {
  private readonly logger = new Logger('Memory');

  constructor(
    @InjectRepository(MemoryConversationEntity)
    private readonly conversations: Repository<MemoryConversationEntity>,
    @InjectRepository(MemoryMessageEntity)
    private readonly messages: Repository<MemoryMessageEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly preferences: MemoryPreferencesService,
    private readonly cipher: MessageCipher,
    private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<ConversationListDto> {
    const [rows, prefs] = await Promise.all([
      this.conversations.find({ where: { userId }, order: { updatedAt: 'DESC', id: 'ASC' } }),
      this.preferences.get(userId),
    ]);
    const titles = await this.titles(rows.map((c) => c.id));
    const conversations: ConversationSummaryDto[] = rows.map((c) => ({
      id: c.id,
      ...(titles.has(c.id) ? { title: titles.get(c.id) } : {}),
      assistantType: c.assistantType,
      model: c.model ?? null,
      sessionId: c.sessionId,
      isPersistent: prefs.autoDeleteDays === null,
      updatedAt: c.updatedAt.toISOString(),
    }));
    return { conversations };
  }

  async messagesOf(userId: string, conversationId: string): Promise<ConversationMessagesDto> {
    await this.owned(userId, conversationId);
    const rows = await this.messages.find({
      where: { conversationId, userId },
      order: { seq: 'ASC', createdAt: 'ASC' },
    });
    return { messages: rows.map((m) => this.toDto(m)) };
  }

  async deleteConversation(userId: string, conversationId: string): Promise<void> {
    await this.owned(userId, conversationId);
    await deleteConversations(this.dataSource, [conversationId]);
  }

  /** Sealed again under the current key, like every stored message. */
  async updateMessage(userId: string, messageId: string, content: string): Promise<void> {
    const message = await this.ownedMessage(userId, messageId);
    this.cipher.write(message, content);
    await this.dataSource.transaction(async (manager) => {
      await manager.save(message);
      await manager.update(
        MemoryConversationEntity,
        { id: message.conversationId },
        { updatedAt: this.clock.now() },
      );
    });
  }

  async deleteMessage(userId: string, messageId: string): Promise<void> {
    const message = await this.ownedMessage(userId, messageId);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MemoryMessageEntity, { id: message.id });
      await manager.update(
        MemoryConversationEntity,
        { id: message.conversationId },
        { updatedAt: this.clock.now() },
      );
    });
  }

  private async owned(userId: string, id: string): Promise<MemoryConversationEntity> {
    const conversation = await this.conversations.findOneBy({ id, userId });
    if (!conversation) throw MemoryErrors.conversationNotFound();
    return conversation;
  }

  private async ownedMessage(userId: string, id: string): Promise<MemoryMessageEntity> {
    const message = await this.messages.findOneBy({ id, userId });
    if (!message) throw MemoryErrors.messageNotFound();
    return message;
  }

  /** The first stored question of each conversation, decrypted and shortened. */
  private async titles(conversationIds: string[]): Promise<Map<string, string>> {
    const titles = new Map<string, string>();
    for (let i = 0; i < conversationIds.length; i += 500) {
      const firstQuestions = await this.messages
        .createQueryBuilder('m')
        .where({ conversationId: In(conversationIds.slice(i, i + 500)), role: 'user' })
        .andWhere(
          'm.seq = (SELECT MIN(f.seq) FROM memory_messages f WHERE f.conversation_id = m.conversation_id AND f.role = :role)',
          { role: 'user' },
        )
        .getMany();
      for (const message of firstQuestions) {
        const text = this.plainOrNull(message);
        if (text) titles.set(message.conversationId, shorten(text));
      }
    }
    return titles;
  }

  private plainOrNull(message: MemoryMessageEntity): string | null {
    try {
      return this.cipher.read(message);
    } catch (error) {
      if (!(error instanceof MemoryDecryptionError)) throw error;
      return null;
    }
  }

  private toDto(m: MemoryMessageEntity): StoredMessageDto {
    const base = { id: m.id, role: m.role, isEncrypted: m.isEncrypted };
    const createdAt = m.createdAt.toISOString();
    try {
      return { ...base, content: this.cipher.read(m), createdAt };
    } catch (error) {
      if (!(error instanceof MemoryDecryptionError)) throw error;
      this.logger.error(`Stored message failed authentication: ${error.message}`);
      const failure = { code: MEMORY_DECRYPTION_FAILED, message: DECRYPTION_FAILED_MESSAGE };
      return { ...base, content: '', createdAt, error: failure };
    }
  }
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_CHARS ? line : `${line.slice(0, TITLE_CHARS - 1).trimEnd()}…`;
}
