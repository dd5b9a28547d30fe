import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { INVOICES_PATH } from './get-invoices';

export type SubscriptionOutcome = components['schemas']['SubscriptionOutcomeDto'];

export function changePlan(body: components['schemas']['ChangePlanDto']) {
  return apiJson<SubscriptionOutcome>('POST', '/api/billing/change-plan', body);
}

/** A plan change touches the dashboard, invoices (a restart issues one) and the licence tier. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: () =>
      Promise.all(
        [['/api/billing/my-subscription'], [INVOICES_PATH], ['/api/licenses/current']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
