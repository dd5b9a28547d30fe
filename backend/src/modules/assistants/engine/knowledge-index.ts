import MiniSearch from 'minisearch';
import { KnowledgeChunk, KnowledgeDocument } from './knowledge-loader';
import { normaliseTerm, queryTerms } from './text-terms';

export type Confidence = 'high' | 'medium' | 'low';

export interface RankedChunk {
  chunk: KnowledgeChunk;
  score: number;
}

export interface Retrieval {
  ranked: RankedChunk[];
  confidence: Confidence;
  /** Share (0-1) of the question's meaningful terms found in the best passage. */
  coverage: number;
}

// Thresholds on term coverage of the best passage, tuned on the sample questions and the
// off-topic probes in knowledge-index.spec.ts.
const HIGH_COVERAGE = 0.6;
const MEDIUM_COVERAGE = 0.34;
// Demo visitors mostly click the same sample questions; ranking is pure, so cache recent ones.
const CACHE_SIZE = 500;

/** A BM25+ index (MiniSearch) over the heading-delimited chunks of one assistant's corpus. */
export class KnowledgeIndex {
  private readonly search: MiniSearch<KnowledgeChunk>;
  private readonly chunks = new Map<string, KnowledgeChunk>();
  private readonly cache = new Map<string, Retrieval>();

  constructor(readonly documents: KnowledgeDocument[]) {
    this.search = new MiniSearch<KnowledgeChunk>({
      fields: ['docTitle', 'heading', 'tags', 'text'],
      processTerm: (term) => normaliseTerm(term),
      searchOptions: {
        boost: { docTitle: 3, tags: 2, heading: 1.5, text: 1 },
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    const all = documents.flatMap((d) => d.chunks);
    for (const chunk of all) this.chunks.set(chunk.id, chunk);
    this.search.addAll(all);
  }

  get size(): number {
    return this.chunks.size;
  }

  retrieve(query: string): Retrieval {
    const key = query.trim().toLowerCase();
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.rank(query);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
    return result;
  }

  private rank(query: string, limit = 6): Retrieval {
    const terms = queryTerms(query);
    if (terms.length === 0) return { ranked: [], confidence: 'low', coverage: 0 };
    const results = this.search.search(terms.join(' ')).slice(0, limit);
    const ranked = results.map((r) => ({ chunk: this.chunks.get(String(r.id))!, score: r.score }));
    const best = results[0];
    const matched = best ? new Set(best.queryTerms).size : 0;
    return {
      ranked,
      confidence: confidenceFor(matched, terms.length),
      coverage: matched / terms.length,
    };
  }
}

/**
 * How sure an answer from the best passage is: the share of the question's `termCount`
 * meaningful terms it contains. Shared with the search of an organization's own documents, so
 * both are judged alike.
 */
export function confidenceFor(matched: number, termCount: number): Confidence {
  const coverage = termCount === 0 ? 0 : matched / termCount;
  // One stray shared word ("best", "joke") in a multi-word question is not a topic match.
  if (termCount >= 2 && matched < 2) return 'low';
  return coverage >= HIGH_COVERAGE ? 'high' : coverage >= MEDIUM_COVERAGE ? 'medium' : 'low';
}
