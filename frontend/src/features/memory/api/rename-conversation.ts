import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { apiRules } from '@/lib/api-rules';
import type { components } from '@/lib/api-types';
import { textRuleSchema } from '@/lib/text-rule';
import { getConversationsQueryOptions } from './get-conversations';
import { messagesPath } from './get-conversation-messages';

type RenameConversation = components['schemas']['RenameConversationDto'];
type RenamedConversation = components['schemas']['RenamedConversationDto'];

/** The server's limits and words: 1 to 100 characters once trimmed. */
export const TITLE_RULE = apiRules.RenameConversationDto.title;
export const conversationTitleSchema = textRuleSchema(TITLE_RULE);

export function renameConversation({ id, title }: RenameConversation & { id: string }) {
  return apiJson<RenamedConversation>('PATCH', messagesPath(id), { title });
}

/** The list, any search results and the open conversation share the list's key prefix. */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
  });
}
