/** How long a generated title is at most (before the ellipsis), in characters. */
export const GENERATED_TITLE_CHARS = 60;
/** Characters of context on each side of a search hit in its excerpt. */
const EXCERPT_CONTEXT = 40;
const SLUG_CHARS = 50;

/** One line: every run of whitespace (new lines included) becomes one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A title made from a question: whitespace collapsed, at most 60 characters cut at the last word
 * boundary (mid-word only when the first word alone is longer), "…" when shortened. Counted in
 * code points, so an emoji is never cut in half. null for a blank question.
 */
export function titleFrom(question: string): string | null {
  const chars = Array.from(collapseWhitespace(question));
  if (chars.length === 0) return null;
  if (chars.length <= GENERATED_TITLE_CHARS) return chars.join('');
  const head = chars.slice(0, GENERATED_TITLE_CHARS + 1).join('');
  const boundary = head.lastIndexOf(' ');
  const cut =
    boundary > 0 ? head.slice(0, boundary) : chars.slice(0, GENERATED_TITLE_CHARS).join('');
  return `${cut.trimEnd()}…`;
}

/** Case-insensitive (Unicode) matcher for a search text, whitespace collapsed like the texts. */
export function searchPattern(search: string): RegExp {
  const escaped = collapseWhitespace(search).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped, 'iu');
}

/**
 * About 40 characters either side of the first hit, on one line, widened to whole words, with
 * "…" where it was cut; null when `text` does not match.
 */
export function excerptOf(text: string, pattern: RegExp): string | null {
  const line = collapseWhitespace(text);
  const hit = pattern.exec(line);
  if (!hit) return null;
  const start = hit.index;
  const end = start + hit[0].length;
  let from = Math.max(0, start - EXCERPT_CONTEXT);
  let to = Math.min(line.length, end + EXCERPT_CONTEXT);
  if (from > 0) {
    const space = line.indexOf(' ', from);
    if (space !== -1 && space < start) from = space + 1;
  }
  if (to < line.length) {
    const space = line.lastIndexOf(' ', to);
    if (space >= end) to = space;
  }
  // Never half of a surrogate pair (an emoji) at either end.
  if (from > 0 && isLowSurrogate(line.charCodeAt(from))) from += 1;
  if (to < line.length && isLowSurrogate(line.charCodeAt(to))) to -= 1;
  return `${from > 0 ? '…' : ''}${line.slice(from, to)}${to < line.length ? '…' : ''}`;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** A file-name-safe form of a title: lower-case ASCII letters, digits and dashes. */
export function slugOf(title: string | null): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_CHARS)
    .replace(/^-+|-+$/g, '');
  return slug || 'conversation';
}
