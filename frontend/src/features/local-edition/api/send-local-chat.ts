import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { localServiceJson } from './local-service-client';
import { localServiceKeys } from './query-keys';

/** Spec §7/§9: the model and temperature are fixed. */
export const LOCAL_CHAT_MODEL = 'mistral:7b';
export const LOCAL_CHAT_TEMPERATURE = 0.7;

/** The service answers a longer message with 413; the input stops there instead. */
export const MAX_LOCAL_MESSAGE_CHARS = 8000;

export const chatReplySchema = z.object({ response: z.string(), timestamp: z.string() });

export type ChatReply = z.infer<typeof chatReplySchema>;

type SendRequest = { message: string; sessionId: string };

/** POST {base}/chat {message, session_id, model, temperature} → {response, timestamp}. */
export async function sendLocalChat(
  base: string,
  { message, sessionId }: SendRequest,
): Promise<ChatReply> {
  const body = await localServiceJson<unknown>(base, 'POST', '/chat', {
    message,
    session_id: sessionId,
    model: LOCAL_CHAT_MODEL,
    temperature: LOCAL_CHAT_TEMPERATURE,
  });
  return chatReplySchema.parse(body);
}

export function useSendLocalChat(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendRequest) => sendLocalChat(base, request),
    // Never resent: the service would store the question twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localServiceKeys.sessions(base) }),
  });
}
