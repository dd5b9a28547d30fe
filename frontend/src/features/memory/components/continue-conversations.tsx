import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { assistantName } from '@/lib/assistant-names';
import { cn } from '@/lib/utils';
import {
  type Conversation,
  CONVERSATIONS_PATH,
  conversationTitle,
  useConversations,
} from '../api/get-conversations';
import {
  getConversationMessagesQueryOptions,
  type StoredMessage,
} from '../api/get-conversation-messages';
import { useMemoryPreferences } from '../api/get-memory-preferences';
import { formatMemoryDate } from './format-date';

/** A stored conversation as the chat continues it: same chat session, what was said so far. */
export type ConversationToContinue = {
  assistantType: string;
  /** The model it was had on ('chat' conversations), or null. */
  model: string | null;
  sessionId: string;
  turns: { role: 'user' | 'assistant'; content: string; timestamp: Date }[];
};

const UNREADABLE = '(This stored message could not be decrypted.)';

function toTurns(messages: StoredMessage[]): ConversationToContinue['turns'] {
  return messages.map((m) => ({
    role: m.role,
    content: m.error ? UNREADABLE : m.content,
    timestamp: new Date(m.createdAt),
  }));
}

/** Refreshes the stored conversations after an answer (memory stores it once it is complete). */
export function useRefreshConversations(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
    [queryClient],
  );
}

type ContinueConversationsProps = {
  /** Only these assistants' conversations (the ones the page can chat with). */
  assistants: readonly string[];
  /** The chat session on screen: its conversation is marked as the current one. */
  activeSessionId: string;
  onContinue: (conversation: ConversationToContinue) => void;
  /** What a conversation was had with, as the page names it (an organization's assistant). */
  labelOf?: (assistantType: string, model: string | null) => string;
};

/**
 * The assistants page's conversation list, from per-user memory: with memory on, a click opens
 * a stored conversation in the chat to carry on; with memory off, it says nothing is stored.
 */
export function ContinueConversations(props: ContinueConversationsProps) {
  const preferences = useMemoryPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your conversations</CardTitle>
        <CardDescription>Stored by Memory, for you alone, encrypted.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Spinner label="Loading conversations..." />
        ) : preferences.isError ? (
          <p className="text-sm text-destructive">Failed to load your memory settings.</p>
        ) : !preferences.data.memoryEnabled ? (
          <p className="text-sm text-muted-foreground" data-testid="memory-off">
            Memory is off, so your conversations are not stored and this chat is forgotten when you
            leave.{' '}
            <Link
              to={paths.memory.getHref()}
              className="font-medium text-primary underline underline-offset-4"
            >
              Turn on Memory
            </Link>
          </p>
        ) : (
          <StoredConversations {...props} />
        )}
      </CardContent>
    </Card>
  );
}

function StoredConversations({
  assistants,
  activeSessionId,
  onContinue,
  labelOf = (assistantType) => assistantName(assistantType),
}: ContinueConversationsProps) {
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [opening, setOpening] = useState<string | null>(null);

  async function open(conversation: Conversation) {
    setOpening(conversation.id);
    try {
      const messages = await queryClient.fetchQuery(
        getConversationMessagesQueryOptions(conversation.id),
      );
      onContinue({
        assistantType: conversation.assistantType,
        model: conversation.model,
        sessionId: conversation.sessionId,
        turns: toTurns(messages),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to open the conversation',
        description: getServerMessage(error, 'Please try again.'),
      });
    } finally {
      setOpening(null);
    }
  }

  if (conversations.isPending) return <Spinner label="Loading conversations..." />;
  if (conversations.isError) {
    return <p className="text-sm text-destructive">Failed to load conversations.</p>;
  }
  const shown = conversations.data.filter((c) => assistants.includes(c.assistantType));
  if (shown.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No stored conversations yet: your questions and answers will be kept here.
      </p>
    );
  }
  return (
    <ul aria-label="Your conversations" className="grid max-h-96 gap-2 overflow-y-auto">
      {shown.map((conversation) => {
        const current = conversation.sessionId === activeSessionId;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              disabled={opening !== null}
              onClick={() => void open(conversation)}
              className={cn(
                'grid w-full gap-1.5 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-70',
                current && 'border-primary bg-accent',
              )}
            >
              <span className="line-clamp-2 text-sm font-medium wrap-anywhere">
                {conversationTitle(conversation)}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="outline" className="max-w-full truncate">
                  {labelOf(conversation.assistantType, conversation.model)}
                </Badge>
                <span>Updated {formatMemoryDate(conversation.updatedAt)}</span>
                {current && <span className="font-medium text-foreground">Current</span>}
                {opening === conversation.id && <span>Opening...</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
