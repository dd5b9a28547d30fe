import { Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { MemoryModule } from '../memory/memory.module';
import { AnswerEngineService } from './answer-engine.service';
import { AssistantStreamService } from './assistant-stream.service';
import { AssistantsController } from './assistants.controller';
import {
  ConversationStore,
  MemoryConversationStore,
  RedisConversationStore,
} from './conversation/conversation-store';
import { KnowledgeBaseService } from './knowledge-base.service';
import { MemberStreamController } from './member-stream.controller';
import { AnswerSetups } from './answer-setup';
import { OrganizationAssistants } from './organization-assistants';
import { OrganizationKnowledge } from './organization-knowledge';
import { OrganizationModels } from './organization-models';
import { createLlmProvider } from './providers/create-llm-provider';
import { LlmProvider } from './providers/llm-provider';

@Module({
  imports: [MemoryModule],
  controllers: [AssistantsController, MemberStreamController],
  providers: [
    KnowledgeBaseService,
    AnswerEngineService,
    AssistantStreamService,
    OrganizationKnowledge,
    OrganizationModels,
    OrganizationAssistants,
    AnswerSetups,
    {
      provide: LlmProvider,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const provider = createLlmProvider(config.llm);
        new Logger('AnswerEngine').log(`Demo assistants answer with the ${provider.name} provider`);
        return provider;
      },
    },
    {
      provide: ConversationStore,
      inject: [AppConfig, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: RedisClient) =>
        redis
          ? new RedisConversationStore(redis, config.redis.prefix)
          : new MemoryConversationStore(),
    },
  ],
  exports: [
    AnswerEngineService,
    KnowledgeBaseService,
    OrganizationKnowledge,
    OrganizationModels,
    OrganizationAssistants,
  ],
})
export class AssistantsModule {}
