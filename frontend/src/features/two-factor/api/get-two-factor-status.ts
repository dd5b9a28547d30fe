import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type TwoFactorStatus = components['schemas']['TwoFactorStatusDto'];
export const TWO_FACTOR_STATUS_PATH = '/api/auth/2fa/status';

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: [TWO_FACTOR_STATUS_PATH],
    queryFn: () => apiJson<TwoFactorStatus>('GET', TWO_FACTOR_STATUS_PATH),
  });

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
