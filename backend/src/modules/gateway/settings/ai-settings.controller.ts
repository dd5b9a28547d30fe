import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuditBy, AuditedBy } from '../../audit/audit-actor';
import { Membership } from '../../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../../organizations/org-role/require-org-role.decorator';
import { AiSettingsDto, UpdateAiSettingsDto } from './ai-settings.dto';
import { AiSettingsService } from './ai-settings.service';

/** Organization settings: the model the signed-in assistants answer with. */
@ApiTags('organizations')
@Controller('organizations/ai-settings')
export class AiSettingsController {
  constructor(private readonly settings: AiSettingsService) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOkResponse({ type: AiSettingsDto })
  view(@OrgMembership() { organization }: Membership): Promise<AiSettingsDto> {
    return this.settings.view(organization.id);
  }

  @Put()
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: AiSettingsDto })
  @ApiBadRequestResponse({ description: 'MODEL_NOT_AVAILABLE or validation' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  update(
    @Body() dto: UpdateAiSettingsDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<AiSettingsDto> {
    return this.settings.update(organization.id, dto.defaultChatModel, by);
  }
}
