import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type MySubscription = components['schemas']['MySubscriptionDto'];
export type Server = components['schemas']['ServerDto'];
export type Plan = components['schemas']['PlanDto'];

export const MY_SUBSCRIPTION_PATH = '/api/billing/my-subscription';

/**
 * Spec §7: asked only when the user has an organisation, never retried. It refreshes while the
 * dashboard is open (every 5 s while a server is still provisioning, else every 30 s, the
 * health checker's pace), so health changes show without a reload.
 */
export const getMySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [MY_SUBSCRIPTION_PATH],
    queryFn: () => apiJson<MySubscription>('GET', MY_SUBSCRIPTION_PATH),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.servers.some((s) => s.status === 'provisioning') ? 5_000 : 30_000,
  });

export function useMySubscription({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMySubscriptionQueryOptions(), enabled });
}
