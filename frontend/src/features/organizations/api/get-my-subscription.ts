import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { refreshDelayMs } from '../lib/refresh-delay';
import type { MySubscription } from './subscription-types';

export const MY_SUBSCRIPTION_PATH = '/api/billing/my-subscription';

/**
 * Spec §7: asked only when the user has an organisation, never retried. It refreshes while the
 * dashboard is open, just after each server's next planned health check (refreshDelayMs), so
 * health changes show without a reload.
 */
export const getMySubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: [MY_SUBSCRIPTION_PATH],
    queryFn: () => apiJson<MySubscription>('GET', MY_SUBSCRIPTION_PATH),
    retry: false,
    refetchInterval: (query) => refreshDelayMs(query.state.data?.servers ?? []),
  });

export function useMySubscription({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMySubscriptionQueryOptions(), enabled });
}
