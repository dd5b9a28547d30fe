import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getConversationsQueryOptions } from './get-conversations';

type CleanupResponse = components['schemas']['CleanupResponseDto'];

/** Deletes the user's conversations past their auto-delete period; `message` names the count. */
export function cleanupConversations() {
  return apiJson<CleanupResponse>('POST', '/api/memory/cleanup');
}

export function useCleanupConversations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupConversations,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
  });
}
