import { Injectable } from '@nestjs/common';
import { Retrieval } from './engine/knowledge-index';
import { followUpQuery, moreConfident, rankConfidence } from './engine/follow-up';
import { ConversationTurn } from './providers/llm-provider';

/**
 * Ranks an organization's own passages for a question (modules/knowledge provides it); with
 * `documentIds`, only within those documents (a custom assistant's knowledge scope).
 */
export type OrganizationSearch = (
  organizationId: string,
  query: string,
  documentIds?: readonly string[],
) => Promise<Retrieval>;

/**
 * The registration point for an organization's own documents. `knowledge` sits above
 * `organizations`, which sits above `assistants` (the lint's module order), so the assistants
 * cannot import it; instead the knowledge module registers its search here at start-up, and the
 * signed-in stream asks through this. Without a registration there are no own documents.
 */
@Injectable()
export class OrganizationKnowledge {
  private search?: OrganizationSearch;

  register(search: OrganizationSearch): void {
    this.search = search;
  }

  /**
   * The organization's best passages, with the built-in knowledge base's follow-up rule
   * (engine/follow-up.ts); with `documentIds`, only from those documents.
   */
  async retrieve(
    organizationId: string | null,
    query: string,
    history: ConversationTurn[],
    documentIds?: readonly string[],
  ): Promise<Retrieval | null> {
    if (!this.search || !organizationId) return null;
    const search = this.search;
    const direct = await search(organizationId, query, documentIds);
    const combined = followUpQuery(direct, query, history);
    if (!combined) return direct;
    return moreConfident(direct, await search(organizationId, combined, documentIds));
  }
}

/**
 * The retrieval an answer is grounded in: the more confident of the built-in knowledge base and
 * the organization's own documents. When both are confident matches the organization's win: a
 * member asking what both cover (the demo's sample expense policy and the organization's own)
 * means the organization's. A tie below that goes to the better coverage.
 */
export function preferOwnDocuments(builtin: Retrieval, own: Retrieval | null): Retrieval {
  if (!own || own.ranked.length === 0) return builtin;
  const difference = rankConfidence(own.confidence) - rankConfidence(builtin.confidence);
  if (difference !== 0) return difference > 0 ? own : builtin;
  return own.confidence === 'high' || own.coverage >= builtin.coverage ? own : builtin;
}
