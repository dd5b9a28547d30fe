import { Badge } from '@/components/ui/badge';
import { type Conversation, conversationTitle } from '../api/get-conversations';
import { ConversationRow, rowButtonClass } from './conversation-row';
import { formatMemoryDate } from './format-date';
import { HighlightedText } from './highlighted-text';

type StoredConversationItemProps = {
  conversation: Conversation;
  /** What it was had with, as the page names it. */
  label: string;
  current: boolean;
  opening: boolean;
  disabled: boolean;
  /** The search term, marked in the excerpt of the message that matched. */
  searchTerm?: string;
  onOpen: () => void;
  onDeleted: () => void;
};

/** One row of the assistants' sidebar: opens the conversation in the chat. */
export function StoredConversationItem({
  conversation,
  label,
  current,
  opening,
  disabled,
  searchTerm,
  onOpen,
  onDeleted,
}: StoredConversationItemProps) {
  return (
    <ConversationRow conversation={conversation} highlighted={current} onDeleted={onDeleted}>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        disabled={disabled}
        onClick={onOpen}
        className={rowButtonClass}
      >
        <span className="line-clamp-2 text-sm font-medium wrap-anywhere">
          {conversationTitle(conversation)}
        </span>
        {conversation.match && (
          <span className="line-clamp-3 text-xs text-muted-foreground wrap-anywhere">
            <HighlightedText text={conversation.match} term={searchTerm ?? ''} />
          </span>
        )}
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="outline" className="max-w-full truncate">
            {label}
          </Badge>
          <span>Updated {formatMemoryDate(conversation.updatedAt)}</span>
          {current && <span className="font-medium text-foreground">Current</span>}
          {opening && <span>Opening...</span>}
        </span>
      </button>
    </ConversationRow>
  );
}
