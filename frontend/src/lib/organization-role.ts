import type { components } from './api-types';

export type OrganizationRole = components['schemas']['MemberDto']['role'];

export const ROLE_LABELS: Record<OrganizationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/**
 * Owners and admins manage everything of an organization but its billing (issue 40): members,
 * teams, limits, servers, the licence, knowledge and the audit trail. The server enforces it.
 */
export function managesOrganization(role: OrganizationRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}
