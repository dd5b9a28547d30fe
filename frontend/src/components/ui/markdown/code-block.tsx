import { Check, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

type Highlight = (code: string, language: string | null) => ReactNode;

/** The highlighter, fetched the first time an answer shows a code block, then shared. */
let highlighter: Promise<Highlight> | null = null;
const loadHighlighter = () => (highlighter ??= import('./highlight').then((m) => m.highlight));

/**
 * A fenced code block: its language, a copy button, and syntax highlighting once the
 * highlighter has loaded (plain text until then, in the same box, so nothing moves).
 */
export function CodeBlock({ code, language }: { code: string; language: string | null }) {
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    void loadHighlighter().then((fn) => live && setHighlight(() => fn));
    return () => {
      live = false;
    };
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div
      className="overflow-hidden rounded-md border bg-slate-950 text-slate-100"
      data-code-block=""
    >
      <div className="flex items-center justify-between border-b border-slate-800 px-3 py-1 text-xs text-slate-300">
        <span data-testid="code-language">{language ?? 'text'}</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-6 px-2 text-slate-200 hover:bg-slate-800 hover:text-white"
          onClick={() => void copy()}
          aria-label={copied ? 'Code copied' : 'Copy code'}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <pre
        role="region"
        aria-label={`Code${language ? ` (${language})` : ''}`}
        tabIndex={0}
        className="overflow-x-auto p-3 text-xs leading-relaxed"
      >
        <code className="hljs font-mono" data-highlighted={highlight ? 'true' : 'false'}>
          {highlight ? highlight(code, language) : code}
        </code>
      </pre>
    </div>
  );
}
