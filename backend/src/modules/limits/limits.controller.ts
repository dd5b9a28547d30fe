import { Body, Controller, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { AuditBy, AuditedBy } from '../audit/audit-actor';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { LimitSetDto, LimitSetInputDto } from '../../common/dto/limit-set.dto';
import { LimitsService } from './limits.service';

/** An id that is not a UUID names nothing: 404, like an unknown one. */
const id = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Limits of teams and members: admins and the owner set them (docs/governance.md, Limits). */
@ApiTags('organizations')
@Controller('organizations')
export class LimitsController {
  constructor(private readonly limits: LimitsService) {}

  @Get('teams/:id/limits')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: LimitSetDto, description: "The team's limits (null: none)" })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND' })
  team(
    @Param('id', id()) teamId: string,
    @OrgMembership() { organization }: Membership,
  ): Promise<LimitSetDto> {
    return this.limits.ofTeam(organization.id, teamId);
  }

  @Get('members/:userId/limits')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: LimitSetDto, description: "The member's limits (null: none)" })
  @ApiNotFoundResponse({ description: 'MEMBER_NOT_FOUND' })
  member(
    @Param('userId', id()) userId: string,
    @OrgMembership() { organization }: Membership,
  ): Promise<LimitSetDto> {
    return this.limits.ofMember(organization.id, userId);
  }

  @Put('teams/:id/limits')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: LimitSetDto, description: "The team's limits after the change" })
  @ApiBadRequestResponse({ description: 'A limit that is not a positive integer or null' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'TEAM_NOT_FOUND' })
  setTeam(
    @Param('id', id()) teamId: string,
    @Body() dto: LimitSetInputDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<LimitSetDto> {
    return this.limits.setForTeam(organization.id, teamId, dto, by);
  }

  @Put('members/:userId/limits')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: LimitSetDto, description: "The member's limits after the change" })
  @ApiBadRequestResponse({ description: 'A limit that is not a positive integer or null' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'MEMBER_NOT_FOUND' })
  setMember(
    @Param('userId', id()) userId: string,
    @Body() dto: LimitSetInputDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<LimitSetDto> {
    return this.limits.setForMember(organization.id, userId, dto, by);
  }
}
