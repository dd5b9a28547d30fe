import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type MyAccess = components['schemas']['MyAccessDto'];
export type MyLimit = components['schemas']['MyLimitDto'];
export type MyLimitUse = components['schemas']['MyLimitUseDto'];

export const MY_ACCESS_PATH = '/api/organizations/my-access';

/**
 * The member's own models, limits and what is left (reading counts nothing). Per-minute figures
 * move with every call, so it is read again every 30 s while on screen and on return to the tab.
 */
export function useMyAccess({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: [MY_ACCESS_PATH],
    queryFn: () => apiJson<MyAccess>('GET', MY_ACCESS_PATH),
    retry: false,
    refetchInterval: 30_000,
  });
}
