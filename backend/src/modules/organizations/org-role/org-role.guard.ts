import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from '../../../common/metadata/route-metadata';
import { AccessErrors } from '../../access/access.errors';
import { MembershipService } from '../membership.service';
import { OrganizationsErrors } from '../organizations.errors';
import {
  MEMBERSHIP_ON_REQUEST,
  ORG_ROLE_KEY,
  RequestWithMembership,
  RequiredOrgRole,
  roleSatisfies,
} from './org-role';

/**
 * Applied by `@RequireOrgRole()`. Route guards run after the global ones (the AccessGuard has
 * refused anonymous callers), and before pipes: membership is checked before the body is
 * validated, like every other access rule.
 */
@Injectable()
export class OrgRoleGuard implements CanActivate {
  private readonly requiredRole: RouteMetadata<RequiredOrgRole>;

  constructor(
    reflector: Reflector,
    private readonly membership: MembershipService,
  ) {
    this.requiredRole = new RouteMetadata(reflector, ORG_ROLE_KEY);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const role = this.requiredRole.of(context);
    const req = context.switchToHttp().getRequest<RequestWithMembership>();
    if (!req.user) throw AccessErrors.authenticationRequired();
    const membership = await this.membership.require(req.user);
    if (!roleSatisfies(membership.role, role ?? 'member')) {
      throw role === 'owner' ? OrganizationsErrors.notOwner() : OrganizationsErrors.notAdmin();
    }
    req[MEMBERSHIP_ON_REQUEST] = membership;
    return true;
  }
}
