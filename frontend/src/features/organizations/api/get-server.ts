import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Server } from './subscription-types';

/** GET /api/servers/{id}: one of the caller's organization's servers (members may read it). */
export const getServerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/servers', id],
    queryFn: () => apiJson<Server>('GET', `/api/servers/${encodeURIComponent(id)}`),
    // A 404 (another organization's server, or removed) does not turn into a 200 by asking again.
    retry: false,
    // Its health changes with each check (every checkIntervalSeconds): the page follows it.
    refetchInterval: (query) => (query.state.data?.checkIntervalSeconds ?? 30) * 1000,
  });

export function useServer(id: string) {
  return useQuery(getServerQueryOptions(id));
}
