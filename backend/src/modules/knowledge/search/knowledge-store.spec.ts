import { commonTermLevels, searchCommonTerms, TermQuery } from './knowledge-store';

describe('commonTermLevels', () => {
  it('asks for every term, then all but one, then any', () => {
    expect(commonTermLevels(['a', 'b', 'c'])).toEqual([
      [{ tokens: ['a', 'b', 'c'], all: true }],
      [
        { tokens: ['b', 'c'], all: true },
        { tokens: ['a', 'c'], all: true },
        { tokens: ['a', 'b'], all: true },
      ],
      [{ tokens: ['a', 'b', 'c'], all: false }],
    ]);
  });

  it('goes from both terms straight to either, and has one search for one term', () => {
    expect(commonTermLevels(['a', 'b'])).toEqual([
      [{ tokens: ['a', 'b'], all: true }],
      [{ tokens: ['a', 'b'], all: false }],
    ]);
    expect(commonTermLevels(['a'])).toEqual([[{ tokens: ['a'], all: true }]]);
  });

  it('skips the all-but-one searches above six terms (one query each)', () => {
    const levels = commonTermLevels(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(levels.map((level) => level.length)).toEqual([1, 1]);
  });
});

describe('searchCommonTerms', () => {
  const row = (documentId: string, seq: number) => ({
    documentId,
    documentName: 'Doc',
    seq,
    page: null,
    content: 'sealed',
    keyId: 'k1',
    rank: 0,
  });

  it('stops at the first level that finds a chunk, each chunk once, at most the limit', async () => {
    const asked: TermQuery[] = [];
    const hits = await searchCommonTerms(['a', 'b', 'c'], 2, async (query) => {
      asked.push(query);
      if (query.tokens.length === 3) return [];
      return query.tokens.includes('a') ? [row('d1', 1), row('d1', 2)] : [row('d1', 1)];
    });
    expect(asked).toHaveLength(4);
    expect(hits.map((hit) => `${hit.documentId}#${hit.seq}`)).toEqual(['d1#1', 'd1#2']);
  });

  it('finds nothing when no level does', async () => {
    expect(await searchCommonTerms(['a', 'b'], 5, async () => [])).toEqual([]);
  });
});
