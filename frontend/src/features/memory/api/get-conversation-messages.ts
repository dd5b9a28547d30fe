import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { CONVERSATIONS_PATH } from './get-conversations';

export type StoredMessage = components['schemas']['StoredMessageDto'];
type ConversationMessages = components['schemas']['ConversationMessagesDto'];

export const messagesPath = (conversationId: string) =>
  `${CONVERSATIONS_PATH}/${encodeURIComponent(conversationId)}`;

/** Keyed under the conversation list, so invalidating the list refreshes open messages too. */
export const getConversationMessagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: [CONVERSATIONS_PATH, conversationId],
    queryFn: async () =>
      (await apiJson<ConversationMessages>('GET', messagesPath(conversationId))).messages,
  });

export function useConversationMessages(conversationId: string | null) {
  return useQuery({
    ...getConversationMessagesQueryOptions(conversationId ?? ''),
    enabled: conversationId !== null,
  });
}
