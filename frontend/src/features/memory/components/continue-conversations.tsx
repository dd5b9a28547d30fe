import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { assistantName } from '@/lib/assistant-names';
import { CONVERSATIONS_PATH } from '../api/get-conversations';
import { useMemoryPreferences } from '../api/get-memory-preferences';
import { StoredConversations, type StoredConversationsProps } from './stored-conversations';

export type { ConversationToContinue } from './stored-conversations';

/** Refreshes the stored conversations after an answer (memory stores it once it is complete). */
export function useRefreshConversations(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
    [queryClient],
  );
}

type ContinueConversationsProps = Omit<StoredConversationsProps, 'labelOf'> & {
  labelOf?: StoredConversationsProps['labelOf'];
  /** Without the card and its heading: the sheet that holds it on phones has its own. */
  bare?: boolean;
};

/**
 * The assistants page's conversation list, from per-user memory: with memory on, a click opens
 * a stored conversation in the chat to carry on; with memory off, it says nothing is stored.
 */
export function ContinueConversations({
  bare,
  labelOf = (assistantType) => assistantName(assistantType),
  ...props
}: ContinueConversationsProps) {
  const preferences = useMemoryPreferences();
  const content = preferences.isPending ? (
    <Spinner label="Loading conversations..." />
  ) : preferences.isError ? (
    <p className="text-sm text-destructive">Failed to load your memory settings.</p>
  ) : !preferences.data.memoryEnabled ? (
    <p className="text-sm text-muted-foreground" data-testid="memory-off">
      Memory is off, so your conversations are not stored and this chat is forgotten when you leave.{' '}
      <Link
        to={paths.memory.getHref()}
        className="font-medium text-primary underline underline-offset-4"
      >
        Turn on Memory
      </Link>
    </p>
  ) : (
    <StoredConversations {...props} labelOf={labelOf} />
  );
  return bare ? content : <ConversationsCard>{content}</ConversationsCard>;
}

function ConversationsCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your conversations</CardTitle>
        <CardDescription>Stored by Memory, for you alone, encrypted.</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
