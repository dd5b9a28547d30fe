import { OrganizationRole } from '../../users/entities/user.entity';
import { SessionUser } from '../../users/session-user';
import { Membership } from '../membership.service';

export const ORG_ROLE_KEY = 'ironkeep:org-role';
export const MEMBERSHIP_ON_REQUEST = Symbol('ironkeep:organization-membership');

/**
 * `member`: anyone in the caller's organisation (admins and owner included); `admin`: an admin or
 * the owner (everything but billing); `owner`: only its owner (billing, deleting the organisation).
 */
export type RequiredOrgRole = 'member' | 'admin' | 'owner';

/** Whether an organisation role satisfies what a route requires. */
export function roleSatisfies(role: OrganizationRole, required: RequiredOrgRole): boolean {
  if (required === 'owner') return role === 'owner';
  if (required === 'admin') return role === 'owner' || role === 'admin';
  return true;
}

/** The request as the guard and `@OrgMembership()` see it, whatever HTTP adapter carries it. */
export interface RequestWithMembership {
  user?: SessionUser;
  [MEMBERSHIP_ON_REQUEST]?: Membership;
}
