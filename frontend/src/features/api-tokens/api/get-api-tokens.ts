import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type ApiToken = components['schemas']['ApiTokenDto'];
type ApiTokenList = components['schemas']['ApiTokenListDto'];

export const API_TOKENS_PATH = '/api/tokens';

export const getApiTokensQueryOptions = () =>
  queryOptions({
    queryKey: [API_TOKENS_PATH],
    queryFn: () => apiJson<ApiTokenList>('GET', API_TOKENS_PATH),
    staleTime: 0,
  });

export function useApiTokens() {
  return useQuery(getApiTokensQueryOptions());
}
