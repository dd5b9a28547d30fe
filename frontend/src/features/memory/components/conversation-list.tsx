import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { assistantName } from '@/lib/assistant-names';
import { cn } from '@/lib/utils';
import { conversationTitle, useConversations } from '../api/get-conversations';
import { formatMemoryDate } from './format-date';

type ConversationListProps = {
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** Column 2: every stored conversation, most recently changed first; a click selects one. */
export function ConversationList({ selectedId, onSelect }: ConversationListProps) {
  const conversations = useConversations();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversations</CardTitle>
        <CardDescription>Stored chats with the assistants.</CardDescription>
      </CardHeader>
      <CardContent>
        {conversations.isPending ? (
          <Spinner label="Loading conversations..." />
        ) : conversations.isError ? (
          <p className="text-sm text-destructive">Failed to load conversations.</p>
        ) : conversations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No stored conversations yet</p>
        ) : (
          <ul aria-label="Stored conversations" className="grid max-h-96 gap-2 overflow-y-auto">
            {conversations.data.map((conversation) => {
              const selected = conversation.id === selectedId;
              return (
                <li key={conversation.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(conversation.id)}
                    className={cn(
                      'grid w-full gap-1.5 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      selected && 'border-primary bg-accent',
                    )}
                  >
                    <span className="line-clamp-2 text-sm font-medium">
                      {conversationTitle(conversation)}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      {conversation.isPersistent && <Badge variant="secondary">Persistent</Badge>}
                      <Badge variant="outline">{assistantName(conversation.assistantType)}</Badge>
                      <span>Updated {formatMemoryDate(conversation.updatedAt)}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
