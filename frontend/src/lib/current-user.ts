import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { CURRENT_USER_PATH, fetchCurrentUser } from './current-user-request';

/** Generated from the backend's OpenAPI document (npm run gen:api -w frontend). */
export type User = components['schemas']['UserDto'];
export type CurrentUserResponse = components['schemas']['CurrentUserResponseDto'];

export { CURRENT_USER_PATH };

/** GET /api/auth/me; a 401 means "signed out" and yields null rather than an error. */
export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: [CURRENT_USER_PATH],
    queryFn: fetchCurrentUser,
  });

/** Signed in means the response has success and a user object (spec §6). */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...getCurrentUserQueryOptions(), enabled });
  const user = query.data?.success && query.data.user ? query.data.user : null;
  return { ...query, user, isSignedIn: user !== null };
}
