import { Injectable, Logger } from '@nestjs/common';
import { ASSISTANT_IDS, ASSISTANTS, AssistantId } from './assistant-catalog';
import { followUpQuery, moreConfident } from './engine/follow-up';
import { KnowledgeIndex, Retrieval } from './engine/knowledge-index';
import {
  KnowledgeDocument,
  knowledgeDir,
  loadAssistantDocuments,
  readKnowledgeJson,
} from './engine/knowledge-loader';
import { planCatalogueDocument } from './engine/plan-catalogue-document';
import type { PlanCatalogue } from './engine/plan-catalogue-types';
import { ConversationTurn } from './providers/llm-provider';

export type SampleQuestions = Record<AssistantId, string[]>;

/**
 * The per-assistant retrieval indexes, built at start-up from the Markdown corpus, plus the
 * documents generated from live product data (the plan catalogue), which replace their earlier
 * version when that data changes.
 */
@Injectable()
export class KnowledgeBaseService {
  private readonly written: Record<AssistantId, KnowledgeDocument[]>;
  private readonly generated = new Map<AssistantId, Map<string, KnowledgeDocument>>();
  private readonly indexes: Record<AssistantId, KnowledgeIndex>;
  readonly sampleQuestions: SampleQuestions;
  readonly buildMs: number;

  constructor() {
    const started = performance.now();
    const root = knowledgeDir();
    this.written = Object.fromEntries(
      ASSISTANT_IDS.map((id) => [id, loadAssistantDocuments(id, root)]),
    ) as Record<AssistantId, KnowledgeDocument[]>;
    this.indexes = Object.fromEntries(
      ASSISTANT_IDS.map((id) => [id, new KnowledgeIndex(this.written[id])]),
    ) as Record<AssistantId, KnowledgeIndex>;
    this.sampleQuestions = readKnowledgeJson<SampleQuestions>('sample-questions.json', root);
    this.buildMs = performance.now() - started;
    const chunks = ASSISTANT_IDS.reduce((n, id) => n + this.indexes[id].size, 0);
    new Logger('KnowledgeBase').log(
      `Indexed ${chunks} passages for ${ASSISTANT_IDS.length} assistants in ${this.buildMs.toFixed(0)} ms`,
    );
  }

  index(assistant: AssistantId): KnowledgeIndex {
    return this.indexes[assistant];
  }

  /**
   * The registration point for the plan catalogue (modules/plan-knowledge, above billing): the
   * Intelligence assistant answers questions on plans, prices and licenses from it.
   */
  usePlanCatalogue(catalogue: PlanCatalogue): void {
    this.setGeneratedDocument('brain', planCatalogueDocument(catalogue));
  }

  /** Adds a generated document, or replaces the one of the same file, and re-indexes. */
  setGeneratedDocument(assistant: AssistantId, document: KnowledgeDocument): void {
    const documents = this.generated.get(assistant) ?? new Map<string, KnowledgeDocument>();
    documents.set(document.file, document);
    this.generated.set(assistant, documents);
    // A fresh index (and with it a fresh retrieval cache): a small corpus indexes in milliseconds.
    this.indexes[assistant] = new KnowledgeIndex([
      ...this.written[assistant],
      ...documents.values(),
    ]);
  }

  summaries() {
    return ASSISTANT_IDS.map((id) => ({
      id,
      name: ASSISTANTS[id].name,
      sampleQuestions: this.sampleQuestions[id] ?? [],
    }));
  }

  /**
   * Ranks passages for a question; a follow-up question is also searched together with the
   * previous one (engine/follow-up.ts).
   */
  retrieve(assistant: AssistantId, query: string, history: ConversationTurn[]): Retrieval {
    const index = this.indexes[assistant];
    const direct = index.retrieve(query);
    const combined = followUpQuery(direct, query, history);
    return combined ? moreConfident(direct, index.retrieve(combined)) : direct;
  }
}
