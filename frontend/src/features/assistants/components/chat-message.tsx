import {
  Copy,
  FileText,
  Pencil,
  RefreshCw,
  Server,
  ThumbsDown,
  ThumbsUp,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { copyWithToast } from '@/components/ui/copy-button';
import { Textarea } from '@/components/ui/textarea';
import { LazyMarkdown } from '@/components/ui/markdown/lazy-markdown';
import { MessageContent } from '@/components/ui/message-content';
import { paths } from '@/config/paths';
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
  /** Full Markdown (signed-in pages): the renderer is fetched lazily, never on public pages. */
  markdown?: boolean;
  onFeedback: (id: string, feedback: 'positive' | 'negative') => void;
  readAloud: {
    supported: boolean;
    speakingId: string | null;
    toggle: (id: string, text: string) => void;
  };
  /** The member's controls (signed-in chat): absent in the public demo. */
  controls?: {
    /** No answer is under way: questions may be edited, answers regenerated. */
    idle: boolean;
    /** This is the last answer: it may be regenerated. */
    isLast: boolean;
    regenerate: () => void;
    /** Asks `text` instead of this question; the turns after it are replaced. */
    resend: (id: string, text: string) => void;
  };
}

export function ChatMessage({
  message,
  showSources,
  markdown,
  onFeedback,
  readAloud,
  controls,
}: ChatMessageProps) {
  const isUser = message.role === 'user';
  const thinking = message.isStreaming && !message.content;
  const [editing, setEditing] = useState(false);
  if (isUser && editing && controls) {
    return (
      <EditQuestion
        initial={message.content}
        onCancel={() => setEditing(false)}
        onSend={(text) => {
          setEditing(false);
          controls.resend(message.id, text);
        }}
      />
    );
  }
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
        ) : message.failed ? (
          <p role="alert" className="whitespace-pre-wrap text-sm">
            {message.content}
          </p>
        ) : markdown ? (
          <LazyMarkdown text={message.content} />
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
        {isUser && controls?.idle && (
          <div className="mt-1 flex justify-end">
            <Button
              variant="ghost"
              size="sm"
              className="h-6 px-1.5 text-xs text-white hover:bg-blue-700 hover:text-white"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="size-3" /> Edit
            </Button>
          </div>
        )}
        {!isUser && !message.isStreaming && (
          <AssistantFooter
            message={message}
            showSources={showSources}
            onFeedback={onFeedback}
            readAloud={readAloud}
            controls={controls}
          />
        )}
      </div>
    </div>
  );
}

/** Editing a question in place: Enter (or Send) asks it again, Escape cancels. */
function EditQuestion({
  initial,
  onSend,
  onCancel,
}: {
  initial: string;
  onSend: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (text.trim()) onSend(text);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  }
  return (
    <form onSubmit={submit} className="ml-auto grid w-full max-w-[85%] gap-2" data-role="user">
      <Textarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-label="Edit your question"
        maxLength={2000}
        autoFocus
        className="min-h-20 bg-background"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!text.trim()}>
          Save and resend
        </Button>
      </div>
    </form>
  );
}

function AssistantFooter({
  message,
  showSources,
  onFeedback,
  readAloud,
  controls,
}: ChatMessageProps) {
  const sources = message.sources ?? [];
  const documentOf = new Map(
    (message.sourceDocuments ?? []).map(({ source, documentId }) => [source, documentId]),
  );
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
            {sources.map((source) => {
              const documentId = documentOf.get(source);
              return (
                <li key={source} className="flex items-center gap-1 text-xs text-muted-foreground">
                  <FileText className="size-3 shrink-0" aria-hidden />{' '}
                  {documentId ? (
                    // A new tab: the chat (not kept with memory off) stays where it is.
                    <a
                      href={paths.knowledge.getHref({ document: documentId })}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="underline underline-offset-2 hover:text-foreground"
                    >
                      {source}
                      <span className="sr-only"> (opens the document in a new tab)</span>
                    </a>
                  ) : (
                    source
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-1">
        {message.stopped && (
          <Badge variant="outline" data-testid="answer-stopped">
            Stopped
          </Badge>
        )}
        {message.general ? (
          // Nothing in the documents matched: a general answer, not a doubtful one.
          <Badge variant="secondary">General knowledge</Badge>
        ) : (
          message.confidence &&
          !message.stopped && (
            <Badge className={cn('border-transparent', CONFIDENCE_STYLE[message.confidence])}>
              {message.confidence} confidence
            </Badge>
          )
        )}
        <span className="flex-1" />
        {controls && !message.failed && message.content && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Copy answer"
            onClick={() => void copyWithToast(message.content, 'The answer was copied')}
          >
            <Copy />
          </Button>
        )}
        {controls?.isLast && (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Regenerate answer"
            disabled={!controls.idle}
            onClick={controls.regenerate}
          >
            <RefreshCw />
          </Button>
        )}
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
