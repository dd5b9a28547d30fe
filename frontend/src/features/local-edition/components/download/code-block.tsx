import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { copyWithToast } from '@/components/ui/copy-button';

type CodeBlockProps = {
  /** Shown above the code; also names the Copy button ("Copy {label}"). */
  label: string;
  code: string;
  className?: string;
};

/** A command or file to copy, with the spec's "Command copied to clipboard" toast. */
export function CodeBlock({ label, code, className }: CodeBlockProps) {
  return (
    <figure className={cn('min-w-0 overflow-hidden rounded-lg border bg-muted/60', className)}>
      <figcaption className="flex items-center justify-between gap-2 border-b px-4 py-1.5">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Copy ${label}`}
          onClick={() => copyWithToast(code, 'Command copied to clipboard')}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-96 overflow-auto whitespace-pre-wrap p-4 font-mono text-xs leading-relaxed text-foreground wrap-anywhere sm:text-sm"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
