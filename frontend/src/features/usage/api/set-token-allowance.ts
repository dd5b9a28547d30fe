import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { ADMIN_USAGE_PATH } from './get-admin-usage';

type TokenAllowance = components['schemas']['TokenAllowanceDto'];

/** What an admin chooses: a number of tokens, unlimited, or the plan's allowance again. */
export type AllowanceChoice = { monthlyTokens: number | null } | 'plan';

const path = (organizationId: string) =>
  `/api/admin/organizations/${encodeURIComponent(organizationId)}/token-allowance`;

/** PUT (override) or DELETE (back to the plan) …/token-allowance; refreshes the admin list. */
export function useSetTokenAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      organizationId,
      choice,
    }: {
      organizationId: string;
      choice: AllowanceChoice;
    }) =>
      choice === 'plan'
        ? apiJson<TokenAllowance>('DELETE', path(organizationId))
        : apiJson<TokenAllowance>('PUT', path(organizationId), choice),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_USAGE_PATH] }),
  });
}
