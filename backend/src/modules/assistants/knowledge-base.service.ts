import { Injectable, Logger } from '@nestjs/common';
import { ASSISTANT_IDS, ASSISTANTS, AssistantId } from './assistant-catalog';
import { KnowledgeIndex, Retrieval } from './engine/knowledge-index';
import { knowledgeDir, loadAssistantDocuments, readKnowledgeJson } from './engine/knowledge-loader';
import { ConversationTurn } from './providers/llm-provider';

export type SampleQuestions = Record<AssistantId, string[]>;

/** The per-assistant retrieval indexes, built once at start-up from the Markdown corpus. */
@Injectable()
export class KnowledgeBaseService {
  private readonly indexes: Record<AssistantId, KnowledgeIndex>;
  readonly sampleQuestions: SampleQuestions;
  readonly buildMs: number;

  constructor() {
    const started = performance.now();
    const root = knowledgeDir();
    this.indexes = Object.fromEntries(
      ASSISTANT_IDS.map((id) => [id, new KnowledgeIndex(loadAssistantDocuments(id, root))]),
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

  summaries() {
    return ASSISTANT_IDS.map((id) => ({
      id,
      name: ASSISTANTS[id].name,
      sampleQuestions: this.sampleQuestions[id] ?? [],
    }));
  }

  /**
   * Ranks passages for a question. A follow-up such as "tell me more about that" carries little
   * topic on its own, so when it reads like one and is not already a confident match, the
   * previous question joins the search and the better of the two retrievals wins. A new,
   * unrelated question (no referring words) is judged on its own.
   */
  retrieve(assistant: AssistantId, query: string, history: ConversationTurn[]): Retrieval {
    const index = this.indexes[assistant];
    const direct = index.retrieve(query);
    const previous = [...history].reverse().find((t) => t.role === 'user')?.content;
    if (direct.confidence === 'high' || !previous || !FOLLOW_UP_CUE.test(query)) return direct;
    const withContext = index.retrieve(`${previous} ${query}`);
    return rank(withContext.confidence) > rank(direct.confidence) ? withContext : direct;
  }
}

const FOLLOW_UP_CUE =
  /\b(that|this|it|its|those|these|they|them|more|also|else|same|above|again|and|what about|how about)\b/i;

function rank(confidence: Retrieval['confidence']): number {
  return { low: 0, medium: 1, high: 2 }[confidence];
}
