import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { assistantName } from '@/lib/assistant-names';

export type Conversation = components['schemas']['ConversationSummaryDto'];
type ConversationList = components['schemas']['ConversationListDto'];

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
export function conversationTitle(conversation: Conversation): string {
  return conversation.title ?? `${assistantName(conversation.assistantType)} Chat`;
}
