import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemoryConversationEntity } from './entities/memory-conversation.entity';
import { MemoryMessageEntity } from './entities/memory-message.entity';
import { MemoryPreferencesEntity } from './entities/memory-preferences.entity';
import { MemoryController } from './memory.controller';
import { MemoryConversationsService } from './memory-conversations.service';
import { MemoryPreferencesService } from './memory-preferences.service';
import { MemoryEncryptionBackfill } from './memory-encryption-backfill';
import { MemoryPurgeJob } from './memory-purge.job';
import { MemoryRecorder } from './memory-recorder.service';
import { MemoryRetentionService } from './memory-retention.service';
import { MessageCipher } from './message-cipher';
import { ConversationTitles } from './conversation-titles';
import { ConversationSearch } from './conversation-search';

/** Stored assistant conversations: preferences, the memory page's API, auto-delete, recall. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MemoryPreferencesEntity,
      MemoryConversationEntity,
      MemoryMessageEntity,
    ]),
  ],
  controllers: [MemoryController],
  providers: [
    MessageCipher,
    ConversationTitles,
    MemoryPreferencesService,
    ConversationSearch,
    MemoryConversationsService,
    MemoryRetentionService,
    MemoryRecorder,
    MemoryPurgeJob,
    MemoryEncryptionBackfill,
  ],
  exports: [MemoryRecorder],
})
export class MemoryModule {}
