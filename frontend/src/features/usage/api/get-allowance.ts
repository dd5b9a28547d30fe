import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type OrganizationAllowance = components['schemas']['OrganizationAllowanceDto'];

export const ALLOWANCE_PATH = '/api/organizations/usage/allowance';

/** This month's tokens against the allowance, and the 80 % / 100 % notices. */
export const getAllowanceQueryOptions = () =>
  queryOptions({
    queryKey: [ALLOWANCE_PATH],
    queryFn: () => apiJson<OrganizationAllowance>('GET', ALLOWANCE_PATH),
    retry: false,
  });

export function useAllowance({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAllowanceQueryOptions(), enabled });
}
