import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getConversationMessagesQueryOptions, messagesPath } from './get-conversation-messages';
import { getConversationsQueryOptions } from './get-conversations';

type SuccessResponse = components['schemas']['SuccessResponseDto'];

export function deleteConversation(conversationId: string) {
  return apiJson<SuccessResponse>('DELETE', messagesPath(conversationId));
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_, conversationId) => {
      queryClient.removeQueries({
        queryKey: getConversationMessagesQueryOptions(conversationId).queryKey,
      });
      return queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
    },
  });
}
