import type { Element, ElementContent } from 'hast';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from './code-block';

/** The text of a hast node: what a fenced block holds, as written. */
function textOf(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** `language-bash` on the fence's code element → "bash". */
function languageOf(code: Element | undefined): string | null {
  const classes = code?.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  const found = list.find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length) : null;
}

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & {
  node?: Element;
};

const COMPONENTS: Components = {
  h1: ({ node: _, ...props }: Props<'h1'>) => (
    <h3 className="mt-3 text-base font-semibold" {...props} />
  ),
  h2: ({ node: _, ...props }: Props<'h2'>) => (
    <h2 className="mt-3 text-base font-semibold" {...props} />
  ),
  h3: ({ node: _, ...props }: Props<'h3'>) => (
    <h3 className="mt-3 text-sm font-semibold" {...props} />
  ),
  h4: ({ node: _, ...props }: Props<'h4'>) => (
    <h4 className="mt-2 text-sm font-semibold" {...props} />
  ),
  p: ({ node: _, ...props }: Props<'p'>) => <p className="whitespace-pre-wrap" {...props} />,
  ul: ({ node: _, className, ...props }: Props<'ul'>) => (
    <ul
      className={
        className?.includes('contains-task-list') ? 'space-y-1 pl-1' : 'list-disc space-y-1 pl-5'
      }
      {...props}
    />
  ),
  ol: ({ node: _, ...props }: Props<'ol'>) => (
    <ol className="list-decimal space-y-1 pl-5" {...props} />
  ),
  li: ({ node: _, className, ...props }: Props<'li'>) => (
    <li className={className?.includes('task-list-item') ? 'list-none' : undefined} {...props} />
  ),
  input: ({ node: _, ...props }: Props<'input'>) => (
    // A task list's box shows the state the model wrote; it is not a control of this page.
    <input {...props} disabled className="mr-1.5 align-middle" aria-label="Task done" />
  ),
  a: ({ node: _, ...props }: Props<'a'>) => (
    // An answer's links leave the app in a new tab and learn nothing about it.
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    />
  ),
  blockquote: ({ node: _, ...props }: Props<'blockquote'>) => (
    <blockquote className="border-l-2 pl-3 text-muted-foreground" {...props} />
  ),
  table: ({ node: _, ...props }: Props<'table'>) => (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div role="region" aria-label="Table" tabIndex={0} className="max-w-full overflow-x-auto">
      <table className="w-full border-collapse text-left text-xs" {...props} />
    </div>
  ),
  th: ({ node: _, ...props }: Props<'th'>) => (
    <th className="border-b px-2 py-1 font-semibold" {...props} />
  ),
  td: ({ node: _, ...props }: Props<'td'>) => (
    <td className="border-b px-2 py-1 align-top" {...props} />
  ),
  hr: () => <hr className="border-border" />,
  code: ({ node: _, ...props }: Props<'code'>) => (
    <code className="rounded bg-muted px-1 font-mono text-xs" {...props} />
  ),
  pre: ({ node }: Props<'pre'>) => {
    const code = node?.children.find((c): c is Element => c.type === 'element');
    return (
      <CodeBlock code={textOf(code ?? node!).replace(/\n$/, '')} language={languageOf(code)} />
    );
  },
  img: ({ node: _, alt }: Props<'img'>) => (
    // A model's answer loads nothing from elsewhere: an image is named, not fetched.
    <span className="text-muted-foreground">[image{alt ? `: ${alt}` : ''}]</span>
  ),
};

/**
 * A model's answer as GitHub-flavoured Markdown (headings, lists, tables, task lists, links,
 * fenced code). Raw HTML in the answer is never parsed as HTML (react-markdown keeps it as
 * text without rehype-raw), and link targets pass react-markdown's URL filter, so
 * `javascript:` links lose their href. Loaded lazily by LazyMarkdown: the public pages never
 * fetch it.
 */
export default function MarkdownAnswer({ text }: { text: string }) {
  return (
    <div className="space-y-2 text-sm leading-relaxed [overflow-wrap:anywhere]" data-markdown="">
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
