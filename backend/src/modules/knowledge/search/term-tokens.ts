import { createHmac } from 'node:crypto';
import { normaliseTerm } from '../../assistants/engine/text-terms';

/**
 * The full-text index never sees a word: each term is replaced by a keyed hash (HMAC-SHA256 with
 * the organization's index key, 64 bits, hex, prefixed so both databases' tokenizers keep it as
 * one word). Equal terms give equal tokens, so the databases' own full-text search still ranks;
 * without the key a dump of the index names no word, and the same word differs between
 * organizations (docs/knowledge.md "What is stored in clear").
 */
export function termToken(organizationKey: Buffer, term: string): string {
  return `k${createHmac('sha256', organizationKey).update(term).digest().toString('hex', 0, 8)}`;
}

/** The meaningful terms of a text, each occurrence, as search normalises them. */
export function indexTerms(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map(normaliseTerm)
    .filter((t): t is string => t !== null);
}

/**
 * The index text of a chunk: every term occurrence as a token, sorted, so term frequencies are
 * kept for ranking but the order of the words is not.
 */
export function tokenLine(
  organizationKey: Buffer,
  text: string,
  cache = new Map<string, string>(),
): string {
  const tokens = indexTerms(text).map((term) => {
    let token = cache.get(term);
    if (!token) cache.set(term, (token = termToken(organizationKey, term)));
    return token;
  });
  return tokens.sort().join(' ');
}
