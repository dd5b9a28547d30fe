import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssistantsModule } from '../assistants/assistants.module';
import { OrganizationModels } from '../assistants/organization-models';
import { CustomAssistantsModule } from '../custom-assistants/custom-assistants.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AssistantModelsService } from './assistant-models/assistant-models.service';
import { ServersModule } from '../servers/servers.module';
import { TeamEntity, TeamMemberEntity } from '../organizations/teams/team.entity';
import { ModelAccessRuleEntity } from './access/model-access-rule.entity';
import { ModelAccessController } from './access/model-access.controller';
import { ModelAccessService } from './access/model-access.service';
import { MyAccessController } from './access/my-access.controller';
import { MyAccessService } from './access/my-access.service';
import { GatewayController } from './edge/gateway.controller';
import { MessagesController } from './edge/messages/messages.controller';
import { ResponsesController } from './edge/responses/responses.controller';
import { GatewayService } from './gateway.service';
import { AiSettingsController } from './settings/ai-settings.controller';
import { AiSettingsService } from './settings/ai-settings.service';
import { assistantGeneration, mayCall } from './settings/assistant-generation';
import { OrganizationAiSettingsEntity } from './settings/organization-ai-settings.entity';

/**
 * The OpenAI-compatible inference gateway (docs/gateway.md): the edge (controller, request
 * checks, error mapper), routing (catalog, least-busy pick, cooldowns, retries), one adapter
 * per runtime, the stream relay and metering. Only the controller and the service know Nest.
 */
@Module({
  imports: [
    ServersModule,
    OrganizationsModule,
    AssistantsModule,
    CustomAssistantsModule,
    TypeOrmModule.forFeature([
      OrganizationAiSettingsEntity,
      ModelAccessRuleEntity,
      TeamEntity,
      TeamMemberEntity,
    ]),
  ],
  controllers: [
    GatewayController,
    MessagesController,
    ResponsesController,
    AiSettingsController,
    ModelAccessController,
    MyAccessController,
  ],
  providers: [
    GatewayService,
    AiSettingsService,
    ModelAccessService,
    MyAccessService,
    AssistantModelsService,
  ],
  exports: [GatewayService],
})
export class GatewayModule implements OnModuleInit {
  constructor(
    private readonly gateway: GatewayService,
    private readonly settings: AiSettingsService,
    private readonly models: OrganizationModels,
  ) {}

  /** The signed-in assistants generate on the organization's servers through the router. */
  onModuleInit(): void {
    const { deps } = this.gateway;
    this.models.register(
      assistantGeneration(deps, (id) => this.settings.effectiveModel(id)),
      (organizationId, userId, model) => mayCall(deps, organizationId, userId, model),
    );
  }
}
