import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SuccessResponseDto } from '../../../common/dto/success-response.dto';
import { AuditBy, AuditedBy } from '../../audit/audit-actor';
import { Membership } from '../membership.service';
import { OrgMembership, RequireOrgRole } from '../org-role/require-org-role.decorator';
import { CreateTeamDto, TeamDto, UpdateTeamDto } from './dto/team.dto';
import { TeamsService } from './teams.service';

/** An id that is not a UUID names no team: 404, like an unknown one. */
const id = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Members see the teams; admins and the owner manage them. */
@ApiTags('organizations')
@Controller('organizations/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOkResponse({ type: [TeamDto], description: 'By name' })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
  list(@OrgMembership() { organization }: Membership): Promise<TeamDto[]> {
    return this.teams.list(organization.id);
  }

  @Post()
  @RequireOrgRole('admin')
  @ApiCreatedResponse({ type: TeamDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiConflictResponse({ description: 'TEAM_NAME_TAKEN' })
  create(
    @Body() dto: CreateTeamDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<TeamDto> {
    return this.teams.create(organization.id, dto, by);
  }

  @Get(':id')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: TeamDto })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND' })
  get(
    @Param('id', id()) teamId: string,
    @OrgMembership() { organization }: Membership,
  ): Promise<TeamDto> {
    return this.teams.get(organization.id, teamId);
  }

  @Patch(':id')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: TeamDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND' })
  @ApiConflictResponse({ description: 'TEAM_NAME_TAKEN' })
  update(
    @Param('id', id()) teamId: string,
    @Body() dto: UpdateTeamDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<TeamDto> {
    return this.teams.update(organization.id, teamId, dto, by);
  }

  @Delete(':id')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND' })
  async remove(
    @Param('id', id()) teamId: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SuccessResponseDto> {
    await this.teams.remove(organization.id, teamId, by);
    return { success: true, message: 'Team deleted' };
  }

  @Put(':id/members/:userId')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: TeamDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND or MEMBER_NOT_FOUND' })
  addMember(
    @Param('id', id()) teamId: string,
    @Param('userId', id()) userId: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<TeamDto> {
    return this.teams.addMember(organization.id, teamId, userId, by);
  }

  @Delete(':id/members/:userId')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: TeamDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND' })
  removeMember(
    @Param('id', id()) teamId: string,
    @Param('userId', id()) userId: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<TeamDto> {
    return this.teams.removeMember(organization.id, teamId, userId, by);
  }
}
