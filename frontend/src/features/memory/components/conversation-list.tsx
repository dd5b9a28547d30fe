import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { assistantName } from '@/lib/assistant-names';
import { conversationTitle, useConversations } from '../api/get-conversations';
import { ConversationRow, rowButtonClass } from './conversation-row';
import { formatMemoryDate } from './format-date';

type ConversationListProps = {
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A conversation was deleted from its menu (the page deselects it if it was selected). */
  onDeleted: (id: string) => void;
};

/**
 * Column 2: every stored conversation, most recently changed first, with its title; a click
 * selects one, its menu renames, exports or deletes it.
 */
export function ConversationList({ selectedId, onSelect, onDeleted }: ConversationListProps) {
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
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  highlighted={selected}
                  onDeleted={() => onDeleted(conversation.id)}
                >
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(conversation.id)}
                    className={rowButtonClass}
                  >
                    <span className="line-clamp-2 text-sm font-medium wrap-anywhere">
                      {conversationTitle(conversation)}
                    </span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      {conversation.isPersistent && <Badge variant="secondary">Persistent</Badge>}
                      <Badge variant="outline">{assistantName(conversation.assistantType)}</Badge>
                      <span>Updated {formatMemoryDate(conversation.updatedAt)}</span>
                    </span>
                  </button>
                </ConversationRow>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
