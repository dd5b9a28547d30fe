import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type ActiveSession = components['schemas']['ActiveSessionDto'];
type ActiveSessionsResponse = components['schemas']['ActiveSessionsResponseDto'];

export const SESSIONS_PATH = '/api/profile/sessions';

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: [SESSIONS_PATH],
    queryFn: () => apiJson<ActiveSessionsResponse>('GET', SESSIONS_PATH),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
