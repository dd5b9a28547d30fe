import { Download, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { useDeleteConversation } from '../api/delete-conversation';
import { conversationExportHref, EXPORT_FORMATS } from '../api/export-conversation';

type ConversationActionsProps = {
  conversationId: string;
  /** The title as shown: names the menu button ("Actions for …") and the confirmation. */
  title: string;
  /** The menu button, so the row can give the focus back to it (after a rename). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  onRename: () => void;
  /** After the server deleted the conversation. */
  onDeleted?: () => void;
};

/**
 * A conversation's menu: Rename (the row edits its title), Export as Markdown or JSON (downloads)
 * and Delete after a confirmation.
 */
export function ConversationActions({
  conversationId,
  title,
  triggerRef,
  onRename,
  onDeleted,
}: ConversationActionsProps) {
  const deleteConversation = useDeleteConversation();
  const [confirming, setConfirming] = useState(false);
  // Rename and Delete move the focus (to the title field, to the dialog): the closing menu must
  // not pull it back to its button.
  const focusMoves = useRef(false);
  const ownRef = useRef<HTMLButtonElement>(null);
  const trigger = triggerRef ?? ownRef;

  const remove = () =>
    deleteConversation.mutate(conversationId, {
      onSuccess: () => {
        toast({ title: 'Conversation deleted successfully' });
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete conversation',
          description: getServerMessage(error, 'Please try again.'),
        }),
    });

  return (
    <>
      {/* Not modal, as the chat's picker: the page behind stays readable (no aria-hidden). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon"
            className="size-8"
            disabled={deleteConversation.isPending}
            aria-label={`Actions for ${title}`}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="min-w-48"
          onCloseAutoFocus={(event) => {
            if (focusMoves.current) event.preventDefault();
            focusMoves.current = false;
          }}
        >
          <DropdownMenuItem
            onSelect={() => {
              focusMoves.current = true;
              onRename();
            }}
          >
            <Pencil aria-hidden="true" /> Rename
          </DropdownMenuItem>
          {EXPORT_FORMATS.map(({ format, label }) => (
            <DropdownMenuItem key={format} asChild>
              <a href={conversationExportHref(conversationId, format)} download>
                <Download aria-hidden="true" /> Export as {label}
              </a>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            variant="destructive"
            onSelect={() => {
              focusMoves.current = true;
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" /> Delete…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          // Cancelled: back to the menu button (the dialog has no trigger to return to).
          if (!open) setTimeout(() => trigger.current?.focus(), 0);
        }}
        title="Delete Conversation"
        description={
          <>“{title}” and all its messages will be permanently deleted. This cannot be undone.</>
        }
        confirmLabel="Delete"
        onConfirm={remove}
      />
    </>
  );
}
