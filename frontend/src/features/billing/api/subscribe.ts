import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { CURRENT_USER_PATH } from '@/lib/current-user';
import { apiRules } from '@/lib/api-rules';
import { textRuleSchema } from '@/lib/text-rule';
import { SLUG_RULE } from '../lib/slug';

/** The server's SubscribeDto rules and messages, generated from its OpenAPI document. */
export const organizationSchema = z.object({
  organizationName: textRuleSchema(apiRules.SubscribeDto.organizationName),
  slug: textRuleSchema(SLUG_RULE),
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
