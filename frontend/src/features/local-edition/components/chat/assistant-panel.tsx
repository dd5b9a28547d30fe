import { Bot, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import type { LocalChatMessage } from '../../lib/chat-message';
import { shortSessionId } from '../../lib/session-id';
import { ChatComposer } from './chat-composer';
import { LocalChatMessageView } from './local-chat-message';

type AssistantPanelProps = {
  sessionId: string;
  messages: LocalChatMessage[];
  isThinking: boolean;
  onSend: (text: string) => boolean;
};

/** Spec §2: the "AI Assistant" panel, 600 px high, with its session badge. */
export function AssistantPanel({ sessionId, messages, isThinking, onSend }: AssistantPanelProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isThinking]);

  return (
    <Card className="flex h-[600px] flex-col overflow-hidden" data-testid="assistant-panel">
      <CardHeader className="flex-row items-center justify-between gap-2 border-b py-4">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Bot className="size-5 text-primary" aria-hidden="true" />
          AI Assistant
        </CardTitle>
        <Badge variant="outline" className="font-mono" title={sessionId}>
          Session {shortSessionId(sessionId)}
        </Badge>
      </CardHeader>
      <div ref={listRef} className="flex-1 overflow-y-auto p-4">
        {messages.length === 0 && !isThinking ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
            <Bot className="size-10 text-primary" aria-hidden="true" />
            <p className="font-medium">Welcome to IronKeep AI Local Edition</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Ask anything. Your conversation stays on this machine: the model runs locally and
              nothing is sent to the cloud.
            </p>
          </div>
        ) : (
          <div role="log" aria-label="Conversation" aria-live="polite">
            <ol className="grid gap-4">
              {messages.map((message) => (
                <LocalChatMessageView key={message.id} message={message} />
              ))}
              {isThinking && (
                <li className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Thinking...
                </li>
              )}
            </ol>
          </div>
        )}
      </div>
      <ChatComposer onSend={onSend} busy={isThinking} />
    </Card>
  );
}
