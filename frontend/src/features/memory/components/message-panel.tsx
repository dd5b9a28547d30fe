import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { useDeleteConversation } from '../api/delete-conversation';
import { useDeleteMessage } from '../api/delete-message';
import { useConversationMessages } from '../api/get-conversation-messages';
import { useUpdateMessage } from '../api/update-message';
import { MessageItem } from './message-item';

type MessagePanelProps = {
  conversationId: string | null;
  /** Called after the selected conversation was deleted (the page deselects it). */
  onConversationDeleted: () => void;
};

const failure = (title: string, error: unknown) =>
  toast({
    title,
    description: getServerMessage(error, 'Please try again.'),
    variant: 'destructive',
  });

/** Column 3: the selected conversation's messages; one message is edited at a time. */
export function MessagePanel({ conversationId, onConversationDeleted }: MessagePanelProps) {
  const messages = useConversationMessages(conversationId);
  const updateMessage = useUpdateMessage();
  const deleteMessage = useDeleteMessage();
  const deleteConversation = useDeleteConversation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const busy = updateMessage.isPending || deleteMessage.isPending;

  const save = (id: string, content: string) =>
    updateMessage.mutate(
      { id, content },
      {
        onSuccess: () => {
          setEditingId(null);
          toast({ title: 'Message updated successfully' });
        },
        onError: (error) => failure('Failed to update message', error),
      },
    );

  const remove = (id: string) =>
    deleteMessage.mutate(id, {
      onSuccess: () => toast({ title: 'Message deleted successfully' }),
      onError: (error) => failure('Failed to delete message', error),
    });

  const removeConversation = (id: string) =>
    deleteConversation.mutate(id, {
      onSuccess: () => {
        onConversationDeleted();
        toast({ title: 'Conversation deleted successfully' });
      },
      onError: (error) => failure('Failed to delete conversation', error),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Messages</CardTitle>
          {conversationId && (
            <ConfirmDialog
              trigger={
                <Button variant="destructive" size="sm" disabled={deleteConversation.isPending}>
                  <Trash2 aria-hidden="true" /> Delete Conversation
                </Button>
              }
              title="Delete Conversation"
              description="This conversation and all its messages will be permanently deleted. This cannot be undone."
              confirmLabel="Delete"
              onConfirm={() => removeConversation(conversationId)}
            />
          )}
        </div>
        <CardDescription>Edit or delete what the assistants remember.</CardDescription>
      </CardHeader>
      <CardContent>
        {!conversationId ? (
          <p className="text-sm text-muted-foreground">Select a conversation to view messages</p>
        ) : messages.isPending ? (
          <Spinner label="Loading messages..." />
        ) : messages.isError ? (
          <p className="text-sm text-destructive">Failed to load messages.</p>
        ) : messages.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages left in this conversation.</p>
        ) : (
          <ul aria-label="Messages" className="grid max-h-96 gap-3 overflow-y-auto pr-1">
            {messages.data.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                editing={editingId === message.id}
                busy={busy}
                onEdit={() => setEditingId(message.id)}
                onCancelEdit={() => setEditingId(null)}
                onSave={(content) => save(message.id, content)}
                onDelete={() => remove(message.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
