import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { SubscriptionOutcome } from './change-plan';

/** POST /api/billing/cancel (at period end) and POST /api/billing/resume (undo it). */
export function setCancelAtPeriodEnd(cancel: boolean) {
  return apiJson<SubscriptionOutcome>('POST', `/api/billing/${cancel ? 'cancel' : 'resume'}`, {});
}

export function useSetCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/billing/my-subscription'] }),
  });
}
