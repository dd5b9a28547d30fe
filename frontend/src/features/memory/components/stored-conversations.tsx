import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { plural } from '@/lib/plural';
import { type Conversation, useConversations } from '../api/get-conversations';
import {
  getConversationMessagesQueryOptions,
  type StoredMessage,
} from '../api/get-conversation-messages';
import { useConversationSearch } from '../api/search-conversations';
import { ConversationSearchField } from './conversation-search-field';
import { StoredConversationItem } from './stored-conversation-item';

/** A stored conversation as the chat continues it: same chat session, what was said so far. */
export type ConversationToContinue = {
  assistantType: string;
  /** The model it was had on ('chat' conversations), or null. */
  model: string | null;
  sessionId: string;
  turns: { role: 'user' | 'assistant'; content: string; timestamp: Date }[];
};

export type StoredConversationsProps = {
  /** Only these assistants' conversations (the ones the page can chat with). */
  assistants: readonly string[];
  /** The chat session on screen: its conversation is marked as the current one. */
  activeSessionId: string;
  onContinue: (conversation: ConversationToContinue) => void;
  /** The conversation on screen was deleted: the page starts a new one. */
  onCurrentDeleted?: () => void;
  /** What a conversation was had with, as the page names it (an organization's assistant). */
  labelOf: (assistantType: string, model: string | null) => string;
};

const UNREADABLE = '(This stored message could not be decrypted.)';

function toTurns(messages: StoredMessage[]): ConversationToContinue['turns'] {
  return messages.map((m) => ({
    role: m.role,
    content: m.error ? UNREADABLE : m.content,
    timestamp: new Date(m.createdAt),
  }));
}

/** The member's stored conversations, newest first, searchable; a click carries one on. */
export function StoredConversations({
  assistants,
  activeSessionId,
  onContinue,
  onCurrentDeleted,
  labelOf,
}: StoredConversationsProps) {
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [text, setText] = useState('');
  const search = useConversationSearch(text);
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
    return (
      <p className="text-sm text-destructive" role="alert">
        Failed to load conversations: {getServerMessage(conversations.error, 'please try again.')}
      </p>
    );
  }
  const ours = (list: Conversation[]) => list.filter((c) => assistants.includes(c.assistantType));
  const all = ours(conversations.data);
  if (all.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No stored conversations yet: your questions and answers will be kept here.
      </p>
    );
  }

  const searching = search.active && text.trim() !== '';
  const results = searching && search.query.data ? ours(search.query.data) : null;
  const shown = searching ? (results ?? []) : all;
  return (
    <div className="grid gap-3">
      <ConversationSearchField value={text} onChange={setText} />
      <p role="status" className="sr-only">
        {results && `${plural(results.length, 'conversation')} found`}
      </p>
      {searching && search.query.isError ? (
        <p className="text-sm text-destructive" role="alert">
          Failed to search conversations:{' '}
          {getServerMessage(search.query.error, 'please try again.')}
        </p>
      ) : searching && search.query.isPending ? (
        <Spinner label="Searching..." />
      ) : searching && shown.length === 0 ? (
        <div className="grid justify-items-start gap-2 text-sm text-muted-foreground">
          <p>
            No conversations match “{search.term}”. Search looks in titles and in what was said.
          </p>
          <Button variant="outline" size="sm" onClick={() => setText('')}>
            Show all conversations
          </Button>
        </div>
      ) : (
        <ul
          aria-label={searching ? 'Conversations found' : 'Your conversations'}
          className="grid max-h-96 gap-2 overflow-y-auto"
        >
          {shown.map((conversation) => {
            const current = conversation.sessionId === activeSessionId;
            return (
              <StoredConversationItem
                key={conversation.id}
                conversation={conversation}
                label={labelOf(conversation.assistantType, conversation.model)}
                current={current}
                opening={opening === conversation.id}
                disabled={opening !== null}
                searchTerm={searching ? search.term : undefined}
                onOpen={() => void open(conversation)}
                onDeleted={() => current && onCurrentDeleted?.()}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
