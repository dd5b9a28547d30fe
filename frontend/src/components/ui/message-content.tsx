import { Fragment } from 'react';

/**
 * Just enough Markdown for assistant answers (the demo chat, stored answers on /memory):
 * paragraphs, list items kept as lines, **bold** and `code`. Built from React text nodes, so
 * markup inside an answer is shown as text, never parsed as HTML.
 */
export function MessageContent({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [overflow-wrap:anywhere]">
      {text.split(/\n{2,}/).map((block, i) => (
        <p key={i} className="whitespace-pre-wrap">
          {block.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((part, j) =>
            part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
              <strong key={j}>{part.slice(2, -2)}</strong>
            ) : part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
              <code key={j} className="rounded bg-muted px-1 font-mono text-xs">
                {part.slice(1, -1)}
              </code>
            ) : (
              <Fragment key={j}>{part}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
