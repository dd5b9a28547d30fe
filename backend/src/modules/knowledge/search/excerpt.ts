import { normaliseTerm } from '../../assistants/engine/text-terms';

const EXCERPT_CHARS = 320;
const LEAD_CHARS = 80;

/**
 * About EXCERPT_CHARS of `text` around the first word that matches one of `terms` (normalised
 * as search normalises them), cut at word boundaries, with an ellipsis where text was left out.
 */
export function excerptAround(text: string, terms: ReadonlySet<string>): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_CHARS) return flat;
  let hit = 0;
  for (const match of flat.matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = normaliseTerm(match[0]);
    if (term && terms.has(term)) {
      hit = match.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(hit - LEAD_CHARS, flat.length - EXCERPT_CHARS));
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  let end = Math.min(flat.length, start + EXCERPT_CHARS);
  if (end < flat.length)
    end = flat.lastIndexOf(' ', end) > start ? flat.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
