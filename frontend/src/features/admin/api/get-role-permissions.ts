import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type RolePermissionsResponse = components['schemas']['RolePermissionsResponseDto'];
export type Permission = components['schemas']['PermissionDto'];
export type RoleName = RolePermissionsResponse['role'];

export const ROLE_NAMES: readonly RoleName[] = ['user', 'manager', 'admin'];

export function getRolePermissions(role: RoleName) {
  return apiJson<RolePermissionsResponse>(
    'GET',
    `/api/admin/roles/${encodeURIComponent(role)}/permissions`,
  );
}

/** GET /api/admin/roles/{role}/permissions (admin, manager). */
export const getRolePermissionsQueryOptions = (role: RoleName) =>
  queryOptions({
    queryKey: ['/api/admin/roles', role, 'permissions'],
    queryFn: () => getRolePermissions(role),
  });

export function useRolePermissions(role: RoleName) {
  return useQuery(getRolePermissionsQueryOptions(role));
}
