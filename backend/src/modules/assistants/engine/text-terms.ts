/**
 * Term normalisation shared by indexing and querying. MiniSearch does the ranking (BM25+);
 * this only drops words that carry no topic and folds simple plurals so "policies" finds
 * "policy" and "servers" finds "server".
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from has have how i if in into ' +
    'is it its me my of on or our should so that the their them then there these they this to ' +
    'us was we what when where which who why will with would you your about any all also more ' +
    'tell explain please details detail give show describe need want get ironkeep s'
  ).split(' '),
);

export function normaliseTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/'s$/, '');
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us')) {
    return t.slice(0, -1);
  }
  return t;
}

/** The distinct meaningful terms of a question, as the index sees them. */
export function queryTerms(query: string): string[] {
  const terms = query
    .split(/[^\p{L}\p{N}]+/u)
    .map(normaliseTerm)
    .filter((t): t is string => t !== null);
  return [...new Set(terms)];
}
