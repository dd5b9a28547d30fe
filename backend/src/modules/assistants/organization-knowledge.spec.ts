import { Confidence, Retrieval } from './engine/knowledge-index';
import { OrganizationKnowledge, preferOwnDocuments } from './organization-knowledge';

const retrieval = (confidence: Confidence, coverage: number, title = 'doc'): Retrieval => ({
  confidence,
  coverage,
  ranked: [
    {
      score: 1,
      chunk: { id: title, docTitle: title, heading: 'p. 1', tags: '', text: 'text' },
    },
  ],
});

describe('OrganizationKnowledge', () => {
  it('has no own documents until the knowledge module registers its search', async () => {
    const registry = new OrganizationKnowledge();
    expect(await registry.retrieve('org-1', 'hotel', [])).toBeNull();
    const search = jest.fn(async () => retrieval('high', 1));
    registry.register(search);
    expect(await registry.retrieve(null, 'hotel', [])).toBeNull();
    expect(await registry.retrieve('org-1', 'hotel', [])).toEqual(retrieval('high', 1));
    expect(search).toHaveBeenCalledWith('org-1', 'hotel', undefined);
    await registry.retrieve('org-1', 'hotel', [], ['doc-1']);
    expect(search).toHaveBeenLastCalledWith('org-1', 'hotel', ['doc-1']);
  });

  it('searches a follow-up again with the previous question, keeping the more confident', async () => {
    const registry = new OrganizationKnowledge();
    const search = jest.fn(async (_org: string, query: string) =>
      query.includes('hotel') ? retrieval('high', 1, 'with context') : retrieval('low', 0),
    );
    registry.register(search);
    const history = [{ role: 'user' as const, content: 'hotel limits' }];
    const result = await registry.retrieve('org-1', 'tell me more about that', history);
    expect(result?.ranked[0].chunk.docTitle).toBe('with context');
    expect(search).toHaveBeenLastCalledWith(
      'org-1',
      'hotel limits tell me more about that',
      undefined,
    );
  });
});

describe('preferOwnDocuments', () => {
  const builtin = (c: Confidence, coverage = 0.5) => retrieval(c, coverage, 'builtin');
  const own = (c: Confidence, coverage = 0.5) => retrieval(c, coverage, 'own');
  const pick = (b: Retrieval, o: Retrieval | null) =>
    preferOwnDocuments(b, o).ranked[0].chunk.docTitle;

  it('takes the more confident retrieval', () => {
    expect(pick(builtin('high'), own('medium'))).toBe('builtin');
    expect(pick(builtin('low'), own('medium'))).toBe('own');
    expect(pick(builtin('high'), null)).toBe('builtin');
    expect(pick(builtin('high'), { ...own('high'), ranked: [] })).toBe('builtin');
  });

  it('gives a tie of confident matches to the organization, a lesser tie to coverage', () => {
    expect(pick(builtin('high', 1), own('high', 0.6))).toBe('own');
    expect(pick(builtin('medium', 0.5), own('medium', 0.4))).toBe('builtin');
    expect(pick(builtin('medium', 0.4), own('medium', 0.4))).toBe('own');
  });
});
