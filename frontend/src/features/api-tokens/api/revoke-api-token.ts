import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { API_TOKENS_PATH, getApiTokensQueryOptions } from './get-api-tokens';

type SuccessResponse = components['schemas']['SuccessResponseDto'];

export function revokeApiToken(id: string) {
  return apiJson<SuccessResponse>('DELETE', `${API_TOKENS_PATH}/${encodeURIComponent(id)}`);
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getApiTokensQueryOptions().queryKey }),
  });
}
