/**
 * A LIKE pattern (with `ESCAPE '\'`) matching `term` anywhere, lower-cased: its own `%`, `_` and
 * `\` are escaped, so a search for "a_b" means exactly that.
 */
export function likeContaining(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
