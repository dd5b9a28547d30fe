import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AuditBy, AuditedBy } from '../../audit/audit-actor';
import { Membership } from '../../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../../organizations/org-role/require-org-role.decorator';
import { OrganizationModelDto, PutModelAccessDto } from './model-access.dto';
import { ModelAccessService } from './model-access.service';

/** Members see the organization's models and their rules; admins and the owner set them. */
@ApiTags('organizations')
@Controller('organizations/models')
export class ModelAccessController {
  constructor(private readonly access: ModelAccessService) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOperation({ summary: "The models the organization's servers serve, with their access rules" })
  @ApiOkResponse({ type: [OrganizationModelDto], description: 'By name' })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
  list(@OrgMembership() { organization }: Membership): Promise<OrganizationModelDto[]> {
    return this.access.list(organization.id);
  }

  // The name is URL-encoded: Qwen%2FQwen2.5-7B-Instruct, llama3.1%3A8b.
  @Put(':model')
  @RequireOrgRole('admin')
  @ApiOperation({ summary: 'Who may call a served model, its aliases and its fallbacks' })
  @ApiParam({
    name: 'model',
    description: 'The served name, URL-encoded',
    example: 'llama3.1%3A8b',
  })
  @ApiOkResponse({ type: OrganizationModelDto })
  @ApiBadRequestResponse({
    description: 'INVALID_MODEL_ACCESS, TEAM_NOT_FOUND (an unknown team) or UNKNOWN_FALLBACK_MODEL',
  })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'MODEL_NOT_SERVED' })
  @ApiConflictResponse({ description: 'MODEL_ALIAS_TAKEN: a served model or another alias' })
  put(
    @Param('model') model: string,
    @Body() dto: PutModelAccessDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<OrganizationModelDto> {
    return this.access.put(organization.id, model, dto, by);
  }
}
