import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';

export type RoleInfoResponse = components['schemas']['RoleInfoResponseDto'];
export type RoleInfo = components['schemas']['RoleInfoDto'];

export const ROLE_INFO_PATH = '/api/admin/roles/info';

/** GET /api/admin/roles/info (admin, manager): roleInfo.roles with name, description, level. */
export const getRoleInfoQueryOptions = () =>
  queryOptions<RoleInfoResponse>({ queryKey: [ROLE_INFO_PATH] });

export function useRoleInfo() {
  return useQuery(getRoleInfoQueryOptions());
}
