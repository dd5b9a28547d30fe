import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { CURRENT_USER_PATH } from '@/lib/current-user';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../lib/slug';

/** The same rules and messages as the server's SubscribeDto. */
export const organizationSchema = z.object({
  organizationName: z
    .string()
    .trim()
    .min(2, 'Organization name must be at least 2 characters')
    .max(100, 'Organization name is too long'),
  slug: z
    .string()
    .trim()
    .min(3, SLUG_MESSAGE)
    .max(50, SLUG_MESSAGE)
    .regex(SLUG_PATTERN, SLUG_MESSAGE),
});
export type OrganizationInput = z.infer<typeof organizationSchema>;

type SubscribeRequest = components['schemas']['SubscribeDto'];
export type SubscribeResponse = components['schemas']['SubscribeResponseDto'];

export function subscribe(body: SubscribeRequest) {
  return apiJson<SubscribeResponse>('POST', '/api/billing/subscribe', body);
}

/** The user now has an organisation: /api/auth/me and the dashboard must be read again. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CURRENT_USER_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['/api/billing/my-subscription'] }),
      ]),
  });
}
