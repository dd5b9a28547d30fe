import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppError } from '../../../common/errors/app-error';
import { AuditBy } from '../../audit/audit-actor';
import { AuditTrail } from '../../audit/audit-trail.service';
import { GatewayService } from '../gateway.service';
import { isListed, UpstreamServer } from '../routing/upstream-server';
import { AiSettingsDto } from './ai-settings.dto';
import { OrganizationAiSettingsEntity } from './organization-ai-settings.entity';

/** The organization's default chat model: what its signed-in assistants answer with. */
@Injectable()
export class AiSettingsService {
  constructor(
    @InjectRepository(OrganizationAiSettingsEntity)
    private readonly settings: Repository<OrganizationAiSettingsEntity>,
    private readonly gateway: GatewayService,
    private readonly audit: AuditTrail,
  ) {}

  async view(organizationId: string): Promise<AiSettingsDto> {
    const [row, servers] = await Promise.all([
      this.settings.findOneBy({ organizationId }),
      this.gateway.catalog.get(organizationId),
    ]);
    const defaultChatModel = row?.defaultChatModel ?? null;
    return {
      defaultChatModel,
      effectiveModel: effectiveModel(defaultChatModel, servers),
      availableModels: [...new Set(servers.filter(isListed).map((s) => s.model))].sort(),
    };
  }

  /** The model the assistants use now, or null (no active server: the built-in engine). */
  async effectiveModel(organizationId: string): Promise<string | null> {
    return (await this.view(organizationId)).effectiveModel;
  }

  /** Owner only (the controller's rule); a model no server serves is refused. */
  async update(organizationId: string, model: string | null, by: AuditBy): Promise<AiSettingsDto> {
    const before = await this.view(organizationId);
    if (model !== null && !before.availableModels.includes(model)) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        'MODEL_NOT_AVAILABLE',
        `None of your organization's servers serves ${model}. Choose one of: ${before.availableModels.join(', ') || 'none yet (add a server first)'}`,
      );
    }
    await this.settings.save({ organizationId, defaultChatModel: model });
    await this.audit.appendOrReport({
      ...by,
      action: 'default_model_changed',
      target: { type: 'organization', id: organizationId },
      organizationId,
      details: { from: before.defaultChatModel, to: model },
    });
    return this.view(organizationId);
  }
}

/** The owner's choice; unset, the model of the first active server (oldest first). */
export function effectiveModel(
  choice: string | null,
  servers: readonly UpstreamServer[],
): string | null {
  if (choice) return choice;
  const active = servers
    .filter((s) => s.status === 'active' && isListed(s))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return active[0]?.model ?? null;
}
