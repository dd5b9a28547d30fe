import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type SearchResult = components['schemas']['KnowledgeSearchResultDto'];
type SearchResponse = components['schemas']['KnowledgeSearchResponseDto'];

export const SEARCH_PATH = '/api/knowledge/search';

/** `q` is sent as typed (trimmed); the server's rule and its messages decide what is valid. */
export const searchDocumentsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [SEARCH_PATH, q],
    queryFn: () => apiJson<SearchResponse>('GET', `${SEARCH_PATH}?${new URLSearchParams({ q })}`),
    enabled: q !== '',
    retry: false,
  });

export function useSearchDocuments(q: string) {
  return useQuery(searchDocumentsQueryOptions(q));
}
