import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssistantsModule } from '../assistants/assistants.module';
import { OrganizationModels } from '../assistants/organization-models';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ServersModule } from '../servers/servers.module';
import { GatewayController } from './edge/gateway.controller';
import { GatewayService } from './gateway.service';
import { AiSettingsController } from './settings/ai-settings.controller';
import { AiSettingsService } from './settings/ai-settings.service';
import { assistantGeneration } from './settings/assistant-generation';
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
    TypeOrmModule.forFeature([OrganizationAiSettingsEntity]),
  ],
  controllers: [GatewayController, AiSettingsController],
  providers: [GatewayService, AiSettingsService],
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
    this.models.register(
      assistantGeneration(this.gateway.deps, (id) => this.settings.effectiveModel(id)),
    );
  }
}
