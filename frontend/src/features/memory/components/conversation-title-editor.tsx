import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import {
  conversationTitleSchema,
  TITLE_RULE,
  useRenameConversation,
} from '../api/rename-conversation';

type ConversationTitleEditorProps = {
  conversationId: string;
  initial: string;
  /** Saved or cancelled: the row shows the title again. */
  onDone: () => void;
};

/** Renames in place: Enter saves, Escape cancels; the server's refusal is shown under the field. */
export function ConversationTitleEditor({
  conversationId,
  initial,
  onDone,
}: ConversationTitleEditorProps) {
  const rename = useRenameConversation();
  const [draft, setDraft] = useState(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const parsed = conversationTitleSchema.safeParse(draft);
  const error = serverError ?? (parsed.success ? null : parsed.error.issues[0]?.message);

  function save() {
    if (!parsed.success || rename.isPending) return;
    if (parsed.data === initial) return onDone();
    rename.mutate(
      { id: conversationId, title: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Conversation renamed' });
          onDone();
        },
        onError: (failure) =>
          setServerError(getServerMessage(failure, 'The title could not be saved.')),
      },
    );
  }

  return (
    <form
      className="grid gap-2 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Input
        aria-label="Conversation title"
        value={draft}
        maxLength={TITLE_RULE.maxLength}
        autoFocus
        // A sheet around the list leaves this field's Escape to it (member-assistants.tsx).
        data-own-escape=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setServerError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape cancels the rename, not whatever dialog or sheet the list sits in.
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }}
      />
      {error && (
        <p id={errorId} className="text-xs text-destructive" role="alert">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          <X aria-hidden="true" /> Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!parsed.success || rename.isPending}>
          <Check aria-hidden="true" /> {rename.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
