import { SessionUser } from '../../users/session-user';
import { Membership } from '../membership.service';

export const ORG_ROLE_KEY = 'ironkeep:org-role';
export const MEMBERSHIP_ON_REQUEST = Symbol('ironkeep:organization-membership');

/** `member`: anyone in the caller's organisation (owners included); `owner`: only its owner. */
export type RequiredOrgRole = 'member' | 'owner';

/** The request as the guard and `@OrgMembership()` see it, whatever HTTP adapter carries it. */
export interface RequestWithMembership {
  user?: SessionUser;
  [MEMBERSHIP_ON_REQUEST]?: Membership;
}
