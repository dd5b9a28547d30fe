import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getConversationsQueryOptions } from './get-conversations';

type SuccessResponse = components['schemas']['SuccessResponseDto'];

export function deleteMessage(id: string) {
  return apiJson<SuccessResponse>('DELETE', `/api/memory/messages/${encodeURIComponent(id)}`);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
  });
}
