import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import {
  ConversationListDto,
  ConversationMessagesDto,
  ConversationSummaryDto,
  RenamedConversationDto,
  StoredMessageDto,
} from './dto/conversations.dto';
import { ExportFormat } from './dto/conversation-queries.dto';
import { MemoryPreferencesDto } from './dto/memory-preferences.dto';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { MemoryDecryptionError, MessageCipher } from './message-cipher';
import { DECRYPTION_FAILED_MESSAGE, MEMORY_DECRYPTION_FAILED, MemoryErrors } from './memory.errors';
import { MemoryPreferencesService } from './memory-preferences.service';
import { deleteConversations } from './delete-conversations';
import { ConversationTitles } from './conversation-titles';
import { ConversationSearch } from './conversation-search';
import { ExportFile, exportFile } from './conversation-export';

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
    private readonly titles: ConversationTitles,
    private readonly search: ConversationSearch,
    private readonly clock: Clock,
  ) {}

  /** Newest first; with `search`, only the matching ones, each with its `match`. */
  async list(userId: string, search?: string): Promise<ConversationListDto> {
    const [rows, prefs] = await Promise.all([
      this.conversations.find({ where: { userId }, order: { updatedAt: 'DESC', id: 'ASC' } }),
      this.preferences.get(userId),
    ]);
    const titles = await this.titles.shown(this.dataSource.manager, rows);
    const summary = (c: MemoryConversationEntity) => toSummary(c, titles.get(c.id), prefs);
    if (search === undefined) return { conversations: rows.map(summary) };
    const ids = rows.map((c) => c.id);
    const hits = await this.search.matches(userId, ids, titles, search);
    const conversations = rows
      .filter((c) => hits.has(c.id))
      .map((c) => ({ ...summary(c), match: hits.get(c.id)! }));
    return { conversations };
  }

  async messagesOf(userId: string, conversationId: string): Promise<ConversationMessagesDto> {
    return this.detail(await this.owned(userId, conversationId));
  }

  async exportOf(
    userId: string,
    conversationId: string,
    format: ExportFormat,
  ): Promise<ExportFile> {
    const conversation = await this.owned(userId, conversationId);
    const detail = await this.detail(conversation);
    return exportFile({ ...detail, createdAt: conversation.createdAt }, format);
  }

  /** The owner's own title, kept as written; not a change of the messages (updatedAt stays). */
  async rename(
    userId: string,
    conversationId: string,
    title: string,
  ): Promise<RenamedConversationDto> {
    const conversation = await this.owned(userId, conversationId);
    await this.conversations.update(
      { id: conversation.id, userId },
      this.titles.written(conversation.id, title),
    );
    const prefs = await this.preferences.get(userId);
    return { conversation: toSummary(conversation, title, prefs) };
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
      await this.changed(manager, message);
    });
  }

  async deleteMessage(userId: string, messageId: string): Promise<void> {
    const message = await this.ownedMessage(userId, messageId);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(MemoryMessageEntity, { id: message.id });
      await this.changed(manager, message);
    });
  }

  /** A message changed: its conversation was updated, and a question may have titled it. */
  private async changed(manager: EntityManager, message: MemoryMessageEntity): Promise<void> {
    await manager.update(
      MemoryConversationEntity,
      { id: message.conversationId },
      { updatedAt: this.clock.now() },
    );
    if (message.role === 'user') await this.titles.refresh(manager, message.conversationId);
  }

  private async detail(conversation: MemoryConversationEntity): Promise<ConversationMessagesDto> {
    const { id: conversationId, userId } = conversation;
    const [titles, rows] = await Promise.all([
      this.titles.shown(this.dataSource.manager, [conversation]),
      this.messages.find({
        where: { conversationId, userId },
        order: { seq: 'ASC', createdAt: 'ASC' },
      }),
    ]);
    return {
      id: conversation.id,
      title: titles.get(conversation.id) ?? null,
      assistantType: conversation.assistantType,
      model: conversation.model ?? null,
      messages: rows.map((m) => this.toDto(m)),
    };
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

function toSummary(
  c: MemoryConversationEntity,
  title: string | undefined,
  prefs: MemoryPreferencesDto,
): ConversationSummaryDto {
  return {
    id: c.id,
    title: title ?? null,
    assistantType: c.assistantType,
    model: c.model ?? null,
    sessionId: c.sessionId,
    isPersistent: prefs.autoDeleteDays === null,
    updatedAt: c.updatedAt.toISOString(),
  };
}
