import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { type ConversationList, CONVERSATIONS_PATH } from './get-conversations';

/** The server's limits (backend conversation-queries.dto.ts). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;

/** What the server searches for: trimmed, whitespace collapsed (as the backend does). */
export const searchTermOf = (text: string) => text.trim().replace(/\s+/g, ' ');

export const conversationSearchPath = (term: string) =>
  `${CONVERSATIONS_PATH}?${new URLSearchParams({ search: term }).toString()}`;

/** Under the list's key, so whatever invalidates the list refreshes the results too. */
export const getConversationSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: [CONVERSATIONS_PATH, { search: term }],
    queryFn: async () =>
      (await apiJson<ConversationList>('GET', conversationSearchPath(term))).conversations,
  });

/**
 * Titles and message content, searched on the server once typing pauses. Below two characters
 * there is no search (`active` false: show the whole list); the previous results stay on screen
 * while the next ones load.
 */
export function useConversationSearch(text: string) {
  const term = useDebouncedValue(searchTermOf(text), SEARCH_DEBOUNCE_MS);
  const active = term.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    ...getConversationSearchQueryOptions(term),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  return { term, active, query };
}
