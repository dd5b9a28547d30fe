import { AlertTriangle, Lock, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageContent } from '@/components/ui/message-content';
import { Textarea } from '@/components/ui/textarea';
import { useFocusWhenChanged } from '@/hooks/use-focus-when-changed';
import type { StoredMessage } from '../api/get-conversation-messages';
import { MAX_MESSAGE_LENGTH, messageContentSchema } from '../api/update-message';
import { formatMemoryDate } from './format-date';

type MessageItemProps = {
  message: StoredMessage;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (content: string) => void;
  onDelete: () => void;
};

/** One stored message: role and Encrypted badges, inline edit, delete with confirmation. */
export function MessageItem({ message, editing, busy, ...actions }: MessageItemProps) {
  const unreadable = message.error !== undefined;
  // Saved or cancelled: the editor goes, and the focus returns to this message's Edit button.
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhenChanged(editing, editButton);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={message.role === 'user' ? 'default' : 'secondary'} className="capitalize">
          {message.role}
        </Badge>
        {message.isEncrypted && (
          <Badge variant="success">
            <Lock aria-hidden="true" /> Encrypted
          </Badge>
        )}
        <span className="text-xs text-muted-foreground">{formatMemoryDate(message.createdAt)}</span>
        {!editing && (
          <span className="ml-auto flex gap-1">
            {/* Visible words, not icons alone (issue 34); the names stay "Edit message" and
                "Delete message". */}
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              disabled={unreadable || busy}
              onClick={actions.onEdit}
            >
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> message</span>
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" disabled={busy}>
                  <Trash2 aria-hidden="true" />
                  Delete<span className="sr-only"> message</span>
                </Button>
              }
              title="Delete Message"
              description="This message will be permanently deleted. This cannot be undone."
              confirmLabel="Delete"
              onConfirm={actions.onDelete}
            />
          </span>
        )}
      </div>
      {editing ? (
        <MessageEditor
          initial={message.content}
          busy={busy}
          onSave={actions.onSave}
          onCancel={actions.onCancelEdit}
        />
      ) : unreadable ? (
        <p className="flex items-start gap-2 text-sm text-destructive">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message.error?.message}
        </p>
      ) : message.role === 'assistant' ? (
        // As the chat shows answers: **bold**, `code`, paragraphs; React text only, no raw HTML.
        <MessageContent text={message.content} />
      ) : (
        <p className="whitespace-pre-wrap break-words text-sm">{message.content}</p>
      )}
    </li>
  );
}

type MessageEditorProps = {
  initial: string;
  busy: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
};

function MessageEditor({ initial, busy, onSave, onCancel }: MessageEditorProps) {
  const [draft, setDraft] = useState(initial);
  const parsed = messageContentSchema.safeParse(draft);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) onSave(parsed.data);
      }}
    >
      <Textarea
        aria-label="Message content"
        value={draft}
        maxLength={MAX_MESSAGE_LENGTH}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!parsed.success || busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
