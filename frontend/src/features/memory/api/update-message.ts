import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getConversationsQueryOptions } from './get-conversations';

/** The server's limit (backend update-message.dto.ts). */
export const MAX_MESSAGE_LENGTH = 20_000;

/** Spec §5: Save only when the text is non-blank after trimming. */
export const messageContentSchema = z
  .string()
  .trim()
  .min(1, 'Message content cannot be blank')
  .max(MAX_MESSAGE_LENGTH, 'Message must be at most 20,000 characters');

type SuccessResponse = components['schemas']['SuccessResponseDto'];
type UpdateMessage = components['schemas']['UpdateMessageDto'];

export function updateMessage({ id, content }: UpdateMessage & { id: string }) {
  return apiJson<SuccessResponse>('PUT', `/api/memory/messages/${encodeURIComponent(id)}`, {
    content,
  });
}

/** The list (title, updated date) and every open conversation's messages share one key prefix. */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey }),
  });
}
