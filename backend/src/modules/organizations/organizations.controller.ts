import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser } from '../users/current-user.decorator';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Authenticated } from '../access/access.decorators';
import { SessionUser } from '../users/session-user';
import { ChangeMemberRoleDto, InviteMemberDto, MemberDto, MemberPageDto } from './dto/member.dto';
import { SlugAvailabilityDto, SlugQueryDto } from './dto/organization.dto';
import { Membership, MembershipService } from './membership.service';
import { OrgMembership, RequireOrgRole } from './org-role/require-org-role.decorator';
import { OrganizationsService } from './organizations.service';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

/** Invites and slug checks reveal whether a name exists: slow them down per client. */
const LOOKUP_LIMIT = { limit: 30, ttl: 60_000 };

@ApiTags('organizations')
@Controller('organizations')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly membership: MembershipService,
  ) {}

  @Get('slug-availability')
  @Authenticated()
  @Throttle({ default: LOOKUP_LIMIT })
  @ApiOkResponse({ type: SlugAvailabilityDto })
  slugAvailability(@Query() query: SlugQueryDto): Promise<SlugAvailabilityDto> {
    return this.organizations.slugAvailability(query.slug);
  }

  @Get('members')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: MemberPageDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
  members(
    @Query() query: PaginationQueryDto,
    @OrgMembership() { organization }: Membership,
  ): Promise<MemberPageDto> {
    return this.membership.members(organization.id, query);
  }

  @Post('members')
  @RequireOrgRole('admin')
  @Throttle({ default: LOOKUP_LIMIT })
  @ApiCreatedResponse({ type: MemberDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND or NO_ORGANIZATION' })
  @ApiConflictResponse({ description: 'ALREADY_IN_ORGANIZATION' })
  @ApiTooManyRequestsResponse({ description: 'Too many invitations' })
  invite(
    @Body() dto: InviteMemberDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<MemberDto> {
    return this.membership.invite(organization.id, dto.username, by);
  }

  @Put('members/:userId/role')
  @RequireOrgRole('owner')
  @ApiOkResponse({ type: MemberDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  @ApiNotFoundResponse({ description: 'MEMBER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'OWNER_ROLE_FIXED' })
  changeRole(
    @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string,
    @Body() dto: ChangeMemberRoleDto,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<MemberDto> {
    return this.membership.changeRole(organization.id, userId, dto.role, by);
  }

  @Delete('members/:userId')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiForbiddenResponse({
    description: 'NOT_ORGANIZATION_ADMIN, or NOT_ORGANIZATION_OWNER for an admin',
  })
  @ApiNotFoundResponse({ description: 'MEMBER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'OWNER_CANNOT_LEAVE' })
  async remove(
    @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string,
    @OrgMembership() { organization, role }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SuccessResponseDto> {
    await this.membership.remove(organization.id, userId, by, role);
    return { success: true, message: 'Member removed' };
  }

  @Post('leave')
  @HttpCode(200)
  @RequireOrgRole('member')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiConflictResponse({ description: 'OWNER_CANNOT_LEAVE' })
  async leave(
    @CurrentUser() user: SessionUser,
    @OrgMembership() membership: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SuccessResponseDto> {
    await this.membership.leave(user.id, membership, by);
    return { success: true, message: 'You left the organization' };
  }
}
