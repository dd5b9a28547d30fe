import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';

export type UserPermissionsResponse = components['schemas']['UserPermissionsResponseDto'];

export const MY_PERMISSIONS_PATH = '/api/user/permissions';

/** GET /api/user/permissions: what the signed-in user's own role grants. */
export const getMyPermissionsQueryOptions = () =>
  queryOptions<UserPermissionsResponse>({ queryKey: [MY_PERMISSIONS_PATH] });

export function useMyPermissions() {
  return useQuery(getMyPermissionsQueryOptions());
}
