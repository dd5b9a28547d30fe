import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type Plan = components['schemas']['PlanDto'];
export const PLANS_PATH = '/api/billing/plans';

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: [PLANS_PATH], queryFn: () => apiJson<Plan[]>('GET', PLANS_PATH) });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
