import { Mic, MicOff, Send, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import type { useDemoChat } from '../hooks/use-demo-chat';
import { useReadAloud, useVoiceInput } from '../hooks/use-speech';
import { useFollowScroll } from '../hooks/use-follow-scroll';
import { ChatMessage } from './chat-message';

interface ChatPanelProps {
  id?: string;
  title: string;
  description: string;
  emptyText: string;
  chat: ReturnType<typeof useDemoChat>;
  showSources: boolean;
  /** Full Markdown answers (signed-in pages only; see ChatMessage). */
  markdown?: boolean;
  /** The member's controls: edit a question, regenerate, copy an answer. */
  controls?: boolean;
  /** The panel fills the page's height (the message list grows, the composer stays in view). */
  fill?: boolean;
  className?: string;
}

export function ChatPanel({
  id,
  title,
  description,
  emptyText,
  chat,
  showSources,
  markdown,
  controls,
  fill,
  className,
}: ChatPanelProps) {
  const [input, setInput] = useState('');
  const readAloud = useReadAloud();
  const voice = useVoiceInput(
    useCallback((text: string) => setInput(text), []),
    useCallback(
      (problem: string) =>
        toast({ variant: 'destructive', title: 'Voice input unavailable', description: problem }),
      [],
    ),
  );
  const { list, follow, onScroll } = useFollowScroll(chat.messages);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim() || chat.isStreaming) return;
    follow();
    void chat.send(input);
    setInput('');
  }

  // Enter sends, Shift+Enter breaks the line (not while an input method is composing).
  function onComposerKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    submit(event);
  }

  // Escape anywhere in the chat stops the answer under way.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && chat.isStreaming) {
      event.preventDefault();
      chat.stop();
    }
  }

  const last = chat.messages.at(-1);
  const lastQuestion = chat.messages.findLast((m) => m.role === 'user');
  const messageControls = (messageId: string) =>
    controls
      ? {
          idle: !chat.isStreaming,
          isLast: last?.id === messageId && last.role === 'assistant' && Boolean(lastQuestion),
          regenerate: () => {
            if (!lastQuestion) return;
            follow();
            void chat.send(lastQuestion.content, { replacing: lastQuestion.id });
          },
          resend: (questionId: string, text: string) => {
            follow();
            void chat.send(text, { replacing: questionId });
          },
        }
      : undefined;

  return (
    <Card
      id={id}
      className={cn(
        'flex min-w-0 flex-col',
        fill && 'h-[calc(100dvh-5.5rem)] min-h-[26rem]',
        className,
      )}
      onKeyDown={onKeyDown}
    >
      {/* Filling the page, the tab names the assistant: the header is for screen readers. */}
      <CardHeader className={cn('border-b', fill && 'sr-only')}>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3 p-4">
        <div
          ref={list}
          onScroll={onScroll}
          className={cn(
            'space-y-3 overflow-y-auto rounded-md bg-muted/60 p-3',
            fill ? 'min-h-0 flex-1' : 'h-[420px]',
          )}
          aria-live="polite"
          data-testid="chat-messages"
        >
          {chat.messages.length === 0 ? (
            <p className="py-16 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            chat.messages.map((m) => (
              <ChatMessage
                key={m.id}
                message={m}
                showSources={showSources}
                markdown={markdown}
                onFeedback={chat.setFeedback}
                readAloud={readAloud}
                controls={messageControls(m.id)}
              />
            ))
          )}
        </div>
        {/* Sticky: the composer stays in view while the chat is scrolled into the page. */}
        <form
          onSubmit={submit}
          className={cn('flex items-end gap-2', fill && 'sticky bottom-0 z-10 bg-card pb-1')}
        >
          <Textarea
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onComposerKeyDown}
            placeholder="Ask a question..."
            aria-label="Your question"
            aria-describedby={id ? `${id}-composer-hint` : undefined}
            maxLength={2000}
            rows={2}
            className="max-h-48 min-h-11 resize-none"
          />
          {voice.supported && (
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={voice.listening ? 'Stop voice input' : 'Voice input'}
              aria-pressed={voice.listening}
              onClick={voice.toggle}
              disabled={chat.isStreaming}
            >
              {voice.listening ? <MicOff /> : <Mic />}
            </Button>
          )}
          {chat.isStreaming ? (
            <Button type="button" variant="outline" aria-label="Stop" onClick={chat.stop}>
              <Square className="fill-current" />
            </Button>
          ) : (
            <Button type="submit" aria-label="Send" disabled={!input.trim()}>
              <Send />
            </Button>
          )}
        </form>
        {id && (
          <p
            id={`${id}-composer-hint`}
            className={cn('-mt-1 text-xs text-muted-foreground', fill && 'hidden sm:block')}
          >
            Enter sends, Shift+Enter starts a new line{chat.isStreaming ? ', Escape stops' : ''}.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
