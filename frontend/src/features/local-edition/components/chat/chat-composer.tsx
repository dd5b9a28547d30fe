import { Send } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MAX_LOCAL_MESSAGE_CHARS } from '../../api/send-local-chat';

type ChatComposerProps = {
  /** Returns false when the text was not sent (blank, or a reply is pending): it stays. */
  onSend: (text: string) => boolean;
  busy: boolean;
};

/** Spec §2/§5: Enter sends, Shift+Enter starts a new line; blank input is not sent. */
export function ChatComposer({ onSend, busy }: ChatComposerProps) {
  const [text, setText] = useState('');
  const submit = () => {
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      className="flex items-end gap-2 border-t p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        aria-label="Message"
        placeholder="Ask anything... (Enter to send, Shift+Enter for a new line)"
        rows={2}
        maxLength={MAX_LOCAL_MESSAGE_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-12 resize-none"
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={busy || !text.trim()}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
