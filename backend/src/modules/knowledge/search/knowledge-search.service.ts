import { Injectable, Logger } from '@nestjs/common';
import { queryTerms } from '../../assistants/engine/text-terms';
import { KnowledgeCipher } from '../knowledge-cipher';
import { excerptAround } from './excerpt';
import { ChunkHit, KnowledgeStore } from './knowledge-store';
import { indexTerms, termToken } from './term-tokens';

/** Candidates the database ranks; the best of them are decrypted, scored and returned. */
const CANDIDATES = 24;
const MAX_QUERY_TERMS = 32;

export interface Passage {
  documentId: string;
  documentName: string;
  seq: number;
  location: string;
  text: string;
  excerpt: string;
  /** 0–1: mostly the share of the question's terms the passage holds, then the database's rank. */
  score: number;
  matchedTerms: number;
}

export interface SearchOutcome {
  /** The question's meaningful terms (normalised), as the confidence is judged on them. */
  termCount: number;
  passages: Passage[];
}

/**
 * Searches an organization's ready documents: the question's terms become tokens under each of
 * the organization's index keys (so chunks indexed before a key rotation are still found), the
 * database ranks candidates with its own full-text search, and only those candidates are
 * decrypted to score them on how many of the question's terms they hold.
 */
@Injectable()
export class KnowledgeSearchService {
  private readonly logger = new Logger('Knowledge');

  constructor(
    private readonly store: KnowledgeStore,
    private readonly cipher: KnowledgeCipher,
  ) {}

  /** `documentIds`: only within these documents (a custom assistant's knowledge scope). */
  async search(
    organizationId: string,
    query: string,
    limit = 10,
    documentIds?: readonly string[],
  ): Promise<SearchOutcome> {
    const terms = queryTerms(query).slice(0, MAX_QUERY_TERMS);
    if (terms.length === 0) return { termCount: 0, passages: [] };
    const tokens = this.cipher
      .allTermKeys(organizationId)
      .flatMap(({ key }) => terms.map((term) => termToken(key, term)));
    const unique = [...new Set(tokens)];
    const hits = await this.store.search(organizationId, unique, CANDIDATES, documentIds);
    const wanted = new Set(terms);
    const bestRank = Math.max(...hits.map((h) => h.rank), Number.MIN_VALUE);
    const passages = hits
      .map((hit) => this.toPassage(hit, wanted, bestRank))
      .filter((p): p is Passage => p !== null)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
    return { termCount: terms.length, passages };
  }

  private toPassage(hit: ChunkHit, wanted: Set<string>, bestRank: number): Passage | null {
    let text: string;
    let location: string;
    try {
      ({ text, location } = this.cipher.openChunk(hit.documentId, hit.seq, hit.content, hit.keyId));
    } catch (error) {
      this.logger.error(`Chunk ${hit.documentId}#${hit.seq}: ${(error as Error).message}`);
      return null;
    }
    const present = new Set(indexTerms(`${hit.documentName} ${location} ${text}`));
    const matchedTerms = [...wanted].filter((term) => present.has(term)).length;
    const coverage = matchedTerms / wanted.size;
    const relativeRank = bestRank > 0 ? Math.max(0, hit.rank) / bestRank : 0;
    return {
      documentId: hit.documentId,
      documentName: hit.documentName,
      seq: hit.seq,
      location,
      text,
      excerpt: excerptAround(text, wanted),
      score: Math.round((0.8 * coverage + 0.2 * relativeRank) * 1000) / 1000,
      matchedTerms,
    };
  }
}
