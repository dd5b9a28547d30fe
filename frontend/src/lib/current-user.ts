import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { getQueryFn } from '@/lib/query-client';

/** Generated from the backend's OpenAPI document (npm run gen:api -w frontend). */
export type User = components['schemas']['UserDto'];
export type CurrentUserResponse = components['schemas']['CurrentUserResponseDto'];

export const CURRENT_USER_PATH = '/api/auth/me';

/** GET /api/auth/me; a 401 means "signed out" and yields null rather than an error. */
export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: [CURRENT_USER_PATH],
    queryFn: getQueryFn<CurrentUserResponse>({ on401: 'returnNull' }),
  });

/** Signed in means the response has success and a user object (spec §6). */
export function useCurrentUser() {
  const query = useQuery(getCurrentUserQueryOptions());
  const user = query.data?.success && query.data.user ? query.data.user : null;
  return { ...query, user, isSignedIn: user !== null };
}
