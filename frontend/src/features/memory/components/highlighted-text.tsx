import type { ReactNode } from 'react';

/** `text` with each case-insensitive occurrence of `term` in a `<mark>` (React text only). */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  const lower = text.toLowerCase();
  const needle = term.toLowerCase();
  // A letter whose lower case is longer (İ) would shift the offsets: no marks then.
  if (!needle || lower.length !== text.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(
      <mark key={at} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {text.slice(at, at + needle.length)}
      </mark>,
    );
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
