import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { assistantName } from '@/lib/assistant-names';

/**
 * A listed conversation. `title` is null when there is none to show; `match` is set only in search
 * results (an excerpt of the message that matched, null when the title did).
 */
export type Conversation = components['schemas']['ConversationSummaryDto'];
export type ConversationList = components['schemas']['ConversationListDto'];

export const CONVERSATIONS_PATH = '/api/memory/conversations';

export const getConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [CONVERSATIONS_PATH],
    queryFn: async () => (await apiJson<ConversationList>('GET', CONVERSATIONS_PATH)).conversations,
  });

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}

/** Spec §2: the title, or "{assistant} Chat" when there is none ("Operations Manager Chat"). */
export function conversationTitle(conversation: Pick<Conversation, 'title' | 'assistantType'>) {
  return conversation.title ?? `${assistantName(conversation.assistantType)} Chat`;
}
