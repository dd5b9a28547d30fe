import { Injectable } from '@nestjs/common';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { Page } from '../../common/pagination/page.dto';
import { PageRequest, toPage } from '../../common/pagination/paginate';
import { OrganizationRole, UserEntity } from '../users/entities/user.entity';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { MemberDto } from './dto/member.dto';
import { OrganizationEntity } from './entities/organization.entity';
import { OrganizationsService } from './organizations.service';
import { OrganizationsErrors } from './organizations.errors';
import { TeamsService } from './teams/teams.service';

export interface Membership {
  organization: OrganizationEntity;
  role: OrganizationRole;
}

/**
 * Who belongs to which organisation. The link lives on the user row (one organisation per user),
 * so every change goes through UsersService; this service adds the organisation's rules.
 */
@Injectable()
export class MembershipService {
  constructor(
    private readonly users: UsersService,
    private readonly organizations: OrganizationsService,
    private readonly audit: AuditTrail,
    private readonly teams: TeamsService,
  ) {}

  /** The caller's organisation, or 404 NO_ORGANIZATION (routes use `@RequireOrgRole()`). */
  async require(user: SessionUser): Promise<Membership> {
    const organization = user.organizationId
      ? await this.organizations.findById(user.organizationId)
      : null;
    if (!organization) throw OrganizationsErrors.notMember();
    return { organization, role: user.organizationRole ?? 'member' };
  }

  /** Links a user who belongs nowhere yet; false when they joined another organisation first. */
  join(userId: string, organizationId: string, role: OrganizationRole): Promise<boolean> {
    return this.users.joinOrganization(userId, organizationId, role);
  }

  /** Undoes join() for a sign-up that failed half-way. */
  async unlink(userId: string, organizationId: string): Promise<void> {
    await this.users.leaveOrganization(userId, organizationId);
  }

  async members(organizationId: string, request: PageRequest): Promise<Page<MemberDto>> {
    const { users, total } = await this.users.findMembers(organizationId, request);
    return toPage(users.map(toMemberDto), total, request);
  }

  /** Adds an existing account by username (GitLab-style: no e-mail round trip on-premises). */
  async invite(organizationId: string, username: string, by: AuditBy): Promise<MemberDto> {
    const invitee = await this.users.findByUsername(username);
    if (!invitee || !invitee.isActive) throw OrganizationsErrors.userNotFound(username);
    if (invitee.organizationId)
      throw OrganizationsErrors.userAlreadyInOrganization(invitee.username);
    if (!(await this.users.joinOrganization(invitee.id, organizationId, 'member'))) {
      throw OrganizationsErrors.userAlreadyInOrganization(invitee.username);
    }
    await this.recordMember(by, 'member_added', organizationId, invitee);
    return toMemberDto({ ...invitee, organizationRole: 'member' });
  }

  /** The owner promotes a member to admin or demotes an admin; the owner's own role is fixed. */
  async changeRole(
    organizationId: string,
    userId: string,
    role: Exclude<OrganizationRole, 'owner'>,
    by: AuditBy,
  ): Promise<MemberDto> {
    const member = await this.users.findById(userId);
    if (!member || member.organizationId !== organizationId)
      throw OrganizationsErrors.memberNotFound();
    if (member.organizationRole === 'owner') throw OrganizationsErrors.cannotChangeOwnerRole();
    const from = member.organizationRole ?? 'member';
    if (from !== role) {
      if (!(await this.users.setOrganizationRole(userId, organizationId, role)))
        throw OrganizationsErrors.memberNotFound();
      await this.audit.appendOrReport({
        ...by,
        action: 'member_role_changed',
        target: { type: 'user', id: member.id },
        organizationId,
        details: { username: member.username, from, to: role },
      });
    }
    return toMemberDto({ ...member, organizationRole: role });
  }

  /** Admins remove members; only the owner removes an admin, and nobody removes the owner. */
  async remove(
    organizationId: string,
    userId: string,
    by: AuditBy,
    callerRole: OrganizationRole = 'owner',
  ): Promise<void> {
    const member = await this.users.findById(userId);
    if (!member || member.organizationId !== organizationId)
      throw OrganizationsErrors.memberNotFound();
    if (member.organizationRole === 'owner') throw OrganizationsErrors.ownerCannotLeave();
    if (member.organizationRole === 'admin' && callerRole !== 'owner')
      throw OrganizationsErrors.notOwner();
    await this.users.leaveOrganization(userId, organizationId);
    await this.teams.leaveAll(organizationId, userId);
    await this.recordMember(by, 'member_removed', organizationId, member);
  }

  async leave(userId: string, { organization, role }: Membership, by: AuditBy): Promise<void> {
    if (role === 'owner') throw OrganizationsErrors.ownerCannotLeave();
    await this.users.leaveOrganization(userId, organization.id);
    await this.teams.leaveAll(organization.id, userId);
    await this.audit.appendOrReport({
      ...by,
      action: 'member_left',
      target: { type: 'user', id: userId },
      organizationId: organization.id,
    });
  }

  private recordMember(
    by: AuditBy,
    action: 'member_added' | 'member_removed',
    organizationId: string,
    member: Pick<UserEntity, 'id' | 'username'>,
  ): Promise<void> {
    return this.audit.appendOrReport({
      ...by,
      action,
      target: { type: 'user', id: member.id },
      organizationId,
      details: { username: member.username },
    });
  }
}

function toMemberDto(user: Pick<UserEntity, 'id' | 'username' | 'organizationRole'>): MemberDto {
  return { id: user.id, username: user.username, role: user.organizationRole ?? 'member' };
}
