import { Bot, Copy, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { messageTime, type LocalChatMessage } from '../../lib/chat-message';
import { copyWithToast } from '@/components/ui/copy-button';

/** One message: text, time stamp, and a copy button that appears on hover (spec §2). */
export function LocalChatMessageView({ message }: { message: LocalChatMessage }) {
  const fromUser = message.role === 'user';
  const Icon = fromUser ? User : Bot;
  return (
    <li
      className={cn('group flex gap-3', fromUser && 'flex-row-reverse')}
      data-testid="chat-message"
      data-role={message.role}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          fromUser
            ? 'bg-primary-strong text-primary-foreground'
            : 'bg-secondary text-secondary-foreground',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className={cn('flex min-w-0 max-w-[80%] flex-col gap-1', fromUser && 'items-end')}>
        <div
          className={cn(
            'whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
            fromUser ? 'bg-primary-strong text-primary-foreground' : 'bg-muted text-foreground',
            message.isError && 'border border-destructive/60',
          )}
        >
          <span className="sr-only">{fromUser ? 'You: ' : 'Assistant: '}</span>
          {message.content}
          {message.detail && (
            <span className="mt-2 block text-xs text-muted-foreground">
              <WithInlineCode text={message.detail} />
            </span>
          )}
        </div>
        <div className={cn('flex items-center gap-1', fromUser && 'flex-row-reverse')}>
          <time dateTime={message.timestamp} className="text-xs text-muted-foreground">
            {messageTime(message.timestamp)}
          </time>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Copy message"
            className="size-7 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
            onClick={() => copyWithToast(message.content, 'Message copied to clipboard')}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * The service's own words, whose commands come in backticks ("Start it with `ollama serve`"):
 * shown as code, not as raw backticks. Plain text otherwise; nothing is parsed as HTML.
 */
function WithInlineCode({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, i) =>
    i % 2 ? (
      <code key={i} className="rounded bg-background px-1 font-mono">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
