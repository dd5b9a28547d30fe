import { Mic, MicOff, Send } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import type { useDemoChat } from '../hooks/use-demo-chat';
import { useReadAloud, useVoiceInput } from '../hooks/use-speech';
import { ChatMessage } from './chat-message';

interface ChatPanelProps {
  id?: string;
  title: string;
  description: string;
  emptyText: string;
  chat: ReturnType<typeof useDemoChat>;
  showSources: boolean;
  className?: string;
}

export function ChatPanel({
  id,
  title,
  description,
  emptyText,
  chat,
  showSources,
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
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [chat.messages]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim() || chat.isStreaming) return;
    void chat.send(input);
    setInput('');
  }

  return (
    <Card id={id} className={cn('flex min-w-0 flex-col', className)}>
      <CardHeader className="border-b">
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 p-4">
        <div
          ref={list}
          className="h-[420px] space-y-3 overflow-y-auto rounded-md bg-muted/60 p-3"
          aria-live="polite"
        >
          {chat.messages.length === 0 ? (
            <p className="py-16 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            chat.messages.map((m) => (
              <ChatMessage
                key={m.id}
                message={m}
                showSources={showSources}
                onFeedback={chat.setFeedback}
                readAloud={readAloud}
              />
            ))
          )}
        </div>
        <form onSubmit={submit} className="flex gap-2">
          <Input
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Ask a question..."
            aria-label="Your question"
            disabled={chat.isStreaming}
            maxLength={2000}
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
          <Button type="submit" aria-label="Send" disabled={chat.isStreaming || !input.trim()}>
            <Send />
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
