import { useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useClearLocalMemory } from '../api/clear-local-memory';
import { LocalServiceError } from '../api/local-service-client';
import { useSendLocalChat } from '../api/send-local-chat';
import type { LocalChatMessage } from '../lib/chat-message';
import { createLocalSessionId } from '../lib/session-id';

/** Spec §8: the assistant's in-thread message when a send fails. */
export const CHAT_ERROR_MESSAGE =
  'Sorry, I encountered an error processing your message. Please check your connection and try again.';

/** Under the error message when no answer reached the page (CORS, nothing listening). */
export const UNREACHABLE_DETAIL =
  'The local service could not be reached from this page: System Status says why and what to do.';

/**
 * Instead of the spec's message when the service answered that its model runtime failed it
 * (issue 42): the visitor's connection worked, so "check your connection" sent them the wrong
 * way. The service's message below it names the runtime, its address and how to start it.
 */
export const RUNTIME_ERROR_MESSAGES: Record<string, string> = {
  MODEL_RUNTIME_UNREACHABLE:
    'Your message did not reach a model: the model runtime does not answer.',
  MODEL_RUNTIME_TIMEOUT: 'The model runtime did not answer in time.',
};

/** The in-thread text for a failed send: the runtime's failure by name, else the spec's. */
function errorMessageFor(error: Error): string {
  const code = error instanceof LocalServiceError ? error.code : null;
  return (code && RUNTIME_ERROR_MESSAGES[code]) || CHAT_ERROR_MESSAGE;
}

const nowIso = () => new Date().toISOString();

/**
 * The conversation on the chat page (spec §4 "Local chat send"): one session per page load,
 * one request at a time, the user's message shown at once, "Thinking" until the reply.
 */
export function useLocalChat(base: string) {
  const [sessionId] = useState(createLocalSessionId);
  const [messages, setMessages] = useState<LocalChatMessage[]>([]);
  const nextId = useRef(0);
  const send = useSendLocalChat(base);
  const clear = useClearLocalMemory(base);

  const append = (message: Omit<LocalChatMessage, 'id'>) => {
    nextId.current += 1;
    const id = `${sessionId}-${nextId.current}`;
    setMessages((current) => [...current, { ...message, id }]);
  };

  /** Sends the text; false when it was ignored (blank, or a reply is still pending). */
  const sendMessage = (text: string): boolean => {
    const message = text.trim();
    if (!message || send.isPending) return false;
    append({ role: 'user', content: message, timestamp: nowIso() });
    send.mutate(
      { message, sessionId },
      {
        onSuccess: (reply) =>
          append({
            role: 'assistant',
            content: reply.response,
            timestamp: Number.isNaN(Date.parse(reply.timestamp)) ? nowIso() : reply.timestamp,
          }),
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Chat Error',
            description: error.message || 'Failed to send message',
          });
          append({
            role: 'assistant',
            content: errorMessageFor(error),
            timestamp: nowIso(),
            isError: true,
            detail:
              error instanceof LocalServiceError
                ? (error.serviceMessage ?? undefined)
                : error instanceof TypeError
                  ? UNREACHABLE_DETAIL
                  : undefined,
          });
        },
      },
    );
    return true;
  };

  /** Spec §4: the service forgets the session and the list empties; a failure is only logged. */
  const clearConversation = () =>
    clear.mutate(sessionId, {
      onSuccess: () => {
        setMessages([]);
        toast({ title: 'Conversation Cleared', description: 'Chat history has been cleared' });
      },
      onError: (error) => console.error('Could not clear the conversation', error),
    });

  return {
    sessionId,
    messages,
    sendMessage,
    isThinking: send.isPending,
    clearConversation,
    isClearing: clear.isPending,
  };
}
