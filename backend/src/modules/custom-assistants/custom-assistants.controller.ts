import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { AuditBy, AuditedBy } from '../audit/audit-actor';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import { SessionUser } from '../users/session-user';
import { CustomAssistantsService } from './custom-assistants.service';
import {
  CreateCustomAssistantDto,
  CustomAssistantListDto,
  CustomAssistantResponseDto,
  UpdateCustomAssistantDto,
} from './dto/custom-assistant.dto';

/** An id that is not a UUID names no assistant: 404, like an unknown one. */
const id = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });
const viewer = (user: SessionUser, { role }: Membership) => ({ userId: user.id, role });

/** Members see the assistants they may use; admins and the owner see and manage them all. */
@ApiTags('organizations')
@Controller('organizations/assistants')
export class CustomAssistantsController {
  constructor(private readonly assistants: CustomAssistantsService) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOkResponse({ type: CustomAssistantListDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
  async list(
    @OrgMembership() membership: Membership,
    @CurrentUser() user: SessionUser,
  ): Promise<CustomAssistantListDto> {
    const id = membership.organization.id;
    return { assistants: await this.assistants.list(id, viewer(user, membership)) };
  }

  @Post()
  @RequireOrgRole('admin')
  @ApiCreatedResponse({ type: CustomAssistantResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, TEAM_NOT_FOUND, DOCUMENT_NOT_FOUND' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiConflictResponse({ description: 'ASSISTANT_SLUG_TAKEN' })
  async create(
    @Body() dto: CreateCustomAssistantDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<CustomAssistantResponseDto> {
    return { assistant: await this.assistants.create(organization.id, dto, by) };
  }

  @Get(':id')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: CustomAssistantResponseDto })
  @ApiNotFoundResponse({ description: 'ASSISTANT_NOT_FOUND (also one the member may not use)' })
  async get(
    @Param('id', id()) assistantId: string,
    @OrgMembership() membership: Membership,
    @CurrentUser() user: SessionUser,
  ): Promise<CustomAssistantResponseDto> {
    const orgId = membership.organization.id;
    return { assistant: await this.assistants.get(orgId, assistantId, viewer(user, membership)) };
  }

  @Patch(':id')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: CustomAssistantResponseDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, TEAM_NOT_FOUND, DOCUMENT_NOT_FOUND' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'ASSISTANT_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ASSISTANT_SLUG_TAKEN' })
  async update(
    @Param('id', id()) assistantId: string,
    @Body() dto: UpdateCustomAssistantDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<CustomAssistantResponseDto> {
    return { assistant: await this.assistants.update(organization.id, assistantId, dto, by) };
  }

  @Delete(':id')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'ASSISTANT_NOT_FOUND' })
  async remove(
    @Param('id', id()) assistantId: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SuccessResponseDto> {
    await this.assistants.remove(organization.id, assistantId, by);
    return { success: true, message: 'Assistant deleted' };
  }
}
