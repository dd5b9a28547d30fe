import { FileText, Server, ThumbsDown, ThumbsUp, Volume2, VolumeX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MessageContent } from '@/components/ui/message-content';
import { cn } from '@/lib/utils';
import type { DemoChatMessage } from '../hooks/use-demo-chat';

const CONFIDENCE_STYLE = {
  high: 'bg-emerald-100 text-emerald-800',
  medium: 'bg-amber-100 text-amber-800',
  low: 'bg-red-100 text-red-800',
} as const;

interface ChatMessageProps {
  message: DemoChatMessage;
  showSources: boolean;
  onFeedback: (id: string, feedback: 'positive' | 'negative') => void;
  readAloud: {
    supported: boolean;
    speakingId: string | null;
    toggle: (id: string, text: string) => void;
  };
}

export function ChatMessage({ message, showSources, onFeedback, readAloud }: ChatMessageProps) {
  const isUser = message.role === 'user';
  const thinking = message.isStreaming && !message.content;
  return (
    <div className={cn('flex', isUser ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <div
        className={cn(
          'min-w-0 max-w-[85%] rounded-lg px-4 py-3',
          isUser ? 'bg-blue-600 text-white' : 'border bg-card text-card-foreground shadow-sm',
        )}
      >
        {thinking ? (
          <p className="animate-pulse text-sm text-muted-foreground">Thinking...</p>
        ) : isUser ? (
          <p className="whitespace-pre-wrap text-sm">{message.content}</p>
        ) : (
          <MessageContent text={message.content} />
        )}
        {!isUser && message.codeExample && !message.isStreaming && (
          // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
          <pre
            role="region"
            tabIndex={0}
            aria-label="Code example"
            className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100 dark:bg-slate-950"
          >
            <code>{message.codeExample}</code>
          </pre>
        )}
        {!isUser && !message.isStreaming && (
          <AssistantFooter
            message={message}
            showSources={showSources}
            onFeedback={onFeedback}
            readAloud={readAloud}
          />
        )}
      </div>
    </div>
  );
}

function AssistantFooter({ message, showSources, onFeedback, readAloud }: ChatMessageProps) {
  const sources = message.sources ?? [];
  return (
    <div className="mt-3 space-y-2 border-t pt-2">
      {message.answeredBy && (
        // Issue 32: a member sees which of the organization's servers answered, or that none could.
        <p
          className="flex items-start gap-1 text-xs text-muted-foreground"
          data-testid="answered-by"
        >
          <Server className="mt-0.5 size-3 shrink-0" aria-hidden />
          <span>
            <span className="font-medium">Answered by:</span> {message.answeredBy}
          </span>
        </p>
      )}
      {showSources && sources.length > 0 && (
        <div className="space-y-1" data-testid="message-sources">
          <p className="text-xs font-medium text-muted-foreground">Sources</p>
          <ul className="space-y-0.5">
            {sources.map((source) => (
              <li key={source} className="flex items-center gap-1 text-xs text-muted-foreground">
                <FileText className="size-3 shrink-0" aria-hidden /> {source}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex items-center gap-1">
        {message.confidence && (
          <Badge className={cn('border-transparent', CONFIDENCE_STYLE[message.confidence])}>
            {message.confidence} confidence
          </Badge>
        )}
        <span className="flex-1" />
        {readAloud.supported && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={readAloud.speakingId === message.id ? 'Stop reading aloud' : 'Read aloud'}
            aria-pressed={readAloud.speakingId === message.id}
            onClick={() => readAloud.toggle(message.id, message.content)}
          >
            {readAloud.speakingId === message.id ? <VolumeX /> : <Volume2 />}
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-7', message.feedback === 'positive' && 'text-emerald-600')}
          aria-label="Helpful"
          aria-pressed={message.feedback === 'positive'}
          onClick={() => onFeedback(message.id, 'positive')}
        >
          <ThumbsUp />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={cn('size-7', message.feedback === 'negative' && 'text-red-600')}
          aria-label="Not helpful"
          aria-pressed={message.feedback === 'negative'}
          onClick={() => onFeedback(message.id, 'negative')}
        >
          <ThumbsDown />
        </Button>
      </div>
    </div>
  );
}
