import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Authenticated } from '../../access/access.decorators';
import { Membership } from '../membership.service';
import {
  MEMBERSHIP_ON_REQUEST,
  ORG_ROLE_KEY,
  RequestWithMembership,
  RequiredOrgRole,
} from './org-role';
import { OrgRoleGuard } from './org-role.guard';

/**
 * A signed-in caller who belongs to an organisation (404 NO_ORGANIZATION otherwise) and, for
 * `owner`, owns it (403 NOT_ORGANIZATION_OWNER). Implies `@Authenticated()`. The organisation is
 * the caller's own (one per user), so no id is read from the route; the handler receives the
 * membership with `@OrgMembership()`.
 */
export const RequireOrgRole = (role: RequiredOrgRole) =>
  applyDecorators(Authenticated(), SetMetadata(ORG_ROLE_KEY, role), UseGuards(OrgRoleGuard));

/** The membership `@RequireOrgRole()` resolved for this request. */
export const OrgMembership = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Membership => {
    const req = ctx.switchToHttp().getRequest<RequestWithMembership>();
    const membership = req[MEMBERSHIP_ON_REQUEST];
    // Reading a membership the route never required is a programming error, not a client's.
    if (!membership) throw new Error('@OrgMembership() needs @RequireOrgRole() on its route');
    return membership;
  },
);
