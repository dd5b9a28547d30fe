import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssistantsModule } from '../assistants/assistants.module';
import { OrganizationAssistants } from '../assistants/organization-assistants';
import { KnowledgeDocumentEntity } from '../knowledge/entities/knowledge-document.entity';
import { OrganizationsModule } from '../organizations/organizations.module';
import { TeamEntity } from '../organizations/teams/team.entity';
import { CustomAssistantEntity } from './custom-assistant.entity';
import { CustomAssistantsController } from './custom-assistants.controller';
import { CustomAssistantsService } from './custom-assistants.service';

/**
 * The organization's custom assistants (issue 42 item 4). Below the assistants' stream and the
 * gateway, which ask it for the assistant a member or a token names (`usable`).
 */
@Module({
  imports: [
    OrganizationsModule,
    AssistantsModule,
    TypeOrmModule.forFeature([CustomAssistantEntity, TeamEntity, KnowledgeDocumentEntity]),
  ],
  controllers: [CustomAssistantsController],
  providers: [CustomAssistantsService],
  exports: [CustomAssistantsService],
})
export class CustomAssistantsModule implements OnModuleInit {
  constructor(
    private readonly service: CustomAssistantsService,
    private readonly stream: OrganizationAssistants,
  ) {}

  /** The assistants sit below this module, so it hands them its lookup (their registration point). */
  onModuleInit(): void {
    this.stream.register(async (organizationId, userId, slug) => {
      const found = await this.service.usableBy(organizationId, userId, slug);
      if (!found) return null;
      const { name, instructions, model, knowledge } = found;
      const documentIds = knowledge.documentIds ?? [];
      return {
        slug,
        name,
        instructions,
        model,
        knowledge: { scope: knowledge.scope, documentIds },
      };
    });
  }
}
