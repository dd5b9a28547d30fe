import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AssistantsModule } from '../assistants/assistants.module';
import { OrganizationKnowledge } from '../assistants/organization-knowledge';
import { OrganizationsModule } from '../organizations/organizations.module';
import { KnowledgeDocumentEntity } from './entities/knowledge-document.entity';
import { KnowledgeCipher } from './knowledge-cipher';
import { KnowledgeController } from './knowledge.controller';
import { KnowledgeDocumentsService } from './knowledge-documents.service';
import { DocumentQueue } from './processing/document-queue';
import { KnowledgeProcessor } from './processing/knowledge-processor.service';
import { ASSISTANT_PASSAGES, toRetrieval } from './search/assistant-passages';
import { createKnowledgeStore } from './search/create-knowledge-store';
import { KnowledgeSearchService } from './search/knowledge-search.service';
import { KnowledgeStore } from './search/knowledge-store';

/**
 * An organization's own documents (issue 24, docs/knowledge.md): upload, processing in worker
 * threads, encrypted storage, full-text search, and answers through the assistants.
 */
@Module({
  imports: [
    OrganizationsModule,
    AssistantsModule,
    TypeOrmModule.forFeature([KnowledgeDocumentEntity]),
  ],
  controllers: [KnowledgeController],
  providers: [
    KnowledgeCipher,
    { provide: KnowledgeStore, inject: [DataSource], useFactory: createKnowledgeStore },
    DocumentQueue,
    KnowledgeProcessor,
    KnowledgeDocumentsService,
    KnowledgeSearchService,
  ],
})
export class KnowledgeModule implements OnModuleInit {
  constructor(
    private readonly assistants: OrganizationKnowledge,
    private readonly searcher: KnowledgeSearchService,
  ) {}

  /** The assistants sit below this module, so it hands them its search (their registration point). */
  onModuleInit(): void {
    this.assistants.register(async (organizationId, query, documentIds) =>
      toRetrieval(
        await this.searcher.search(organizationId, query, ASSISTANT_PASSAGES, documentIds),
      ),
    );
  }
}
