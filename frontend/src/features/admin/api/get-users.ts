import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type UserListResponse = components['schemas']['UserListResponseDto'];
export type ManagedUser = components['schemas']['UserDto'];

export const ADMIN_USERS_PATH = '/api/admin/users';
export const USERS_PAGE_SIZE = 10;

export function getUsers(search: string, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  return apiJson<UserListResponse>('GET', `${ADMIN_USERS_PATH}?${params}`);
}

/** GET /api/admin/users with search and pagination (admin, manager read-only). */
export const getUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [ADMIN_USERS_PATH, { search: search.trim(), page }],
    queryFn: () => getUsers(search, page),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useUsers(search: string, page: number) {
  return useQuery(getUsersQueryOptions(search, page));
}
