import { type ReactNode, useRef, useState } from 'react';
import { useFocusWhenChanged } from '@/hooks/use-focus-when-changed';
import { cn } from '@/lib/utils';
import { type Conversation, conversationTitle } from '../api/get-conversations';
import { ConversationActions } from './conversation-actions';
import { ConversationTitleEditor } from './conversation-title-editor';

type ConversationRowProps = {
  conversation: Conversation;
  /** The row's own button (open, select), beside the menu. */
  children: ReactNode;
  highlighted?: boolean;
  onDeleted?: () => void;
};

/**
 * A listed conversation with its menu (Rename, Export, Delete); while renaming, the title field
 * takes the row's place. Shared by the assistants' sidebar and /memory.
 */
export function ConversationRow({
  conversation,
  children,
  highlighted,
  onDeleted,
}: ConversationRowProps) {
  const [renaming, setRenaming] = useState(false);
  const title = conversationTitle(conversation);
  // Saved or cancelled: the field goes, and the focus returns to the row's menu button.
  const menuButton = useRef<HTMLButtonElement>(null);
  useFocusWhenChanged(renaming, menuButton);
  return (
    <li
      className={cn(
        'rounded-lg border transition-colors',
        highlighted && 'border-primary bg-accent',
      )}
    >
      {renaming ? (
        <ConversationTitleEditor
          conversationId={conversation.id}
          initial={title}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <div className="flex items-start gap-1 pr-1.5 pt-1.5">
          {children}
          <ConversationActions
            conversationId={conversation.id}
            title={title}
            triggerRef={menuButton}
            onRename={() => setRenaming(true)}
            onDeleted={onDeleted}
          />
        </div>
      )}
    </li>
  );
}

/** The row's main button: fills the row beside the menu, its content in a column. */
export const rowButtonClass =
  '-mt-1.5 grid min-w-0 flex-1 gap-1.5 rounded-lg p-3 text-left transition-colors hover:bg-accent disabled:opacity-70';
