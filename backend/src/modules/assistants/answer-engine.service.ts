export type { StreamEvent } from './dto/stream-event.dto';
import { Injectable, Logger } from '@nestjs/common';
import { MetricsService } from '../metrics/metrics.service';
import { AssistantsErrors } from './assistants.errors';
import { isAssistantId } from './assistant-catalog';
import { AnswerSetup, builtinSetup } from './answer-setup';
import { StreamEvent } from './dto/stream-event.dto';
import { ConversationMemory, sessionMemory } from './conversation/conversation-memory';
import { ConversationStore } from './conversation/conversation-store';
import { groundAnswer } from './engine/answer-composer';
import { Retrieval } from './engine/knowledge-index';
import { KnowledgeBaseService } from './knowledge-base.service';
import { OrganizationKnowledge, preferOwnDocuments } from './organization-knowledge';
import { BUILTIN_ENGINE_LABEL, OrganizationModels } from './organization-models';
import {
  buildGroundedMessages,
  GENERAL_ANSWER_NOTE,
  GENERAL_DEMO_NOTE,
} from './providers/grounded-prompt';
import { BuiltinProvider } from './providers/builtin-provider';
import { ConversationTurn, GenerationRequest, LlmProvider } from './providers/llm-provider';

const NOTHING_RETRIEVED: Retrieval = { confidence: 'low', coverage: 0, ranked: [] };

/** What `guarded` yields when the organization's server failed mid-way. */
const SERVER_FAILED = Symbol('server failed mid-way');

/** Retrieval, grounding, generation and memory for one question; transport-agnostic. */
@Injectable()
export class AnswerEngineService {
  private readonly logger = new Logger('AnswerEngine');
  private readonly fallback = new BuiltinProvider();
  private active = 0;

  constructor(
    private readonly knowledge: KnowledgeBaseService,
    private readonly provider: LlmProvider,
    private readonly conversations: ConversationStore,
    private readonly metrics: MetricsService,
    private readonly organizationKnowledge: OrganizationKnowledge,
    private readonly organizationModels: OrganizationModels,
  ) {}

  /** Generations currently running (a closed stream must leave none behind). */
  get activeGenerations(): number {
    return this.active;
  }

  /** Throws 404 ASSISTANT_NOT_FOUND before any byte is streamed for an unknown assistant. */
  assertAssistant(assistant: string): void {
    if (!isAssistantId(assistant)) throw AssistantsErrors.unknownAssistant(assistant);
  }

  /** An anonymous demo chat: earlier turns live in the short-lived session store. */
  answer(
    assistant: string,
    query: string,
    sessionId: string,
    signal: AbortSignal,
  ): AsyncGenerator<StreamEvent> {
    return this.answerWith(
      assistant,
      query,
      this.sessionMemory(`${assistant}:${sessionId}`),
      signal,
    );
  }

  /** The short-lived session store under `key` (kept an hour, never written to the database). */
  sessionMemory(key: string): ConversationMemory {
    return sessionMemory(this.conversations, key);
  }

  /**
   * One answer. With `member` (a signed-in member of an organization), the organization's own
   * documents are searched together with the built-in knowledge base, and the more confident
   * wins; the answer is generated on the organization's AI servers (its default model), or by
   * the built-in engine when none can answer, and the metadata says which.
   */
  async *answerWith(
    assistant: string,
    query: string,
    memory: ConversationMemory,
    signal: AbortSignal,
    member: { organizationId: string; userId: string } | null = null,
  ): AsyncGenerator<StreamEvent> {
    if (!isAssistantId(assistant)) throw AssistantsErrors.unknownAssistant(assistant);
    yield* this.answerAs(builtinSetup(assistant), query, memory, signal, member);
  }

  /**
   * One answer as `setup` says (answer-setup.ts): a built-in assistant, the plain chat on a
   * chosen model, or a custom assistant (its instructions, model and knowledge scope).
   */
  async *answerAs(
    setup: AnswerSetup,
    query: string,
    memory: ConversationMemory,
    signal: AbortSignal,
    member: { organizationId: string; userId: string } | null = null,
  ): AsyncGenerator<StreamEvent> {
    const organizationId = member?.organizationId ?? null;
    const started = performance.now();
    this.active += 1;
    try {
      const history = await memory.history();
      const documents = setup.documents
        ? await this.organizationKnowledge.retrieve(
            organizationId,
            query,
            history,
            setup.documents.ids,
          )
        : null;
      // The plain chat and custom assistants answer from the organization's documents only.
      const retrieval = setup.builtin
        ? preferOwnDocuments(this.knowledge.retrieve(setup.builtin, query, history), documents)
        : (documents ?? NOTHING_RETRIEVED);
      const { profile } = setup;
      const context = groundAnswer(profile, retrieval);
      const request: GenerationRequest = {
        profile,
        query,
        history,
        context,
        documents: setup.builtin ? this.knowledge.index(setup.builtin).documents : [],
        intro: setup.intro,
      };
      const own = member
        ? await this.organizationModels.open(
            member.organizationId,
            member.userId,
            buildGroundedMessages(request),
            signal,
            setup.model ?? undefined,
          )
        : null;
      if (own && 'refusal' in own) {
        // A limit of the member's stops the answer: they are told which, and until when. Not
        // remembered (it is not an answer) and no sources (nothing was answered from them).
        yield { type: 'metadata', sources: [], confidence: 'low', answeredBy: own.label };
        yield { type: 'chunk', content: own.refusal };
        yield { type: 'complete' };
        return;
      }
      // No passage matched and a model (not the built-in extractive engine) answers: it answers
      // from its own knowledge, and the answer says first that the documents had nothing.
      const general =
        context.passages.length === 0 && (own !== null || this.provider.name !== 'builtin');
      // Sources come from retrieval, so they are known before generation: sending them first
      // gives every provider an immediate first event.
      yield {
        type: 'metadata',
        sources: context.sources,
        // Only for a member: a visitor's demo never cites an organization's documents anyway.
        ...(member && context.sourceDocuments ? { sourceDocuments: context.sourceDocuments } : {}),
        confidence: context.confidence,
        ...(general ? { general: true } : {}),
        ...(context.codeExample ? { codeExample: context.codeExample } : {}),
        ...(member ? { answeredBy: own?.label ?? this.fallbackLabel() } : {}),
      };
      // Without a server of the organization: the install's provider, as for everyone else.
      const pieces: AsyncIterable<string | typeof SERVER_FAILED> = own
        ? this.guarded(own.pieces, signal)
        : this.generate(request, signal);
      // The note is not remembered as the model's words: sent back as history, it would make
      // the model talk about missing documents, which its instructions tell it not to.
      let text = '';
      if (general)
        yield { type: 'chunk', content: member ? GENERAL_ANSWER_NOTE : GENERAL_DEMO_NOTE };
      for await (const piece of pieces) {
        if (piece === SERVER_FAILED) {
          // The organization's server died or stalled mid-way: the answer is not whole, so it
          // is neither remembered nor marked complete. `reconnect` makes the chat ask once more
          // (the failed server is cooling down, so another one or the built-in engine answers)
          // and show its failure message if that is cut short too.
          yield { type: 'reconnect' };
          return;
        }
        text += piece;
        yield { type: 'chunk', content: piece };
      }
      if (signal.aborted) return;
      await this.remember(memory, [
        { role: 'user', content: query },
        { role: 'assistant', content: text },
      ]);
      this.metrics.recordAiQuery(setup.metricsId, (performance.now() - started) / 1000);
      yield { type: 'complete' };
    } finally {
      this.active -= 1;
    }
  }

  /** The answer has been delivered; failing to remember it must not turn it into an error. */
  private async remember(memory: ConversationMemory, turns: ConversationTurn[]): Promise<void> {
    try {
      await memory.remember(turns);
    } catch (error) {
      this.logger.error(`Could not remember the exchange: ${(error as Error).message}`);
    }
  }

  /** What answers a member when none of the organization's servers can. */
  private fallbackLabel(): string {
    if (this.provider.name === 'builtin') return BUILTIN_ENGINE_LABEL;
    return `This install's ${this.provider.name} model: no AI server of yours is available`;
  }

  /** The organization's server's pieces, then SERVER_FAILED if it failed or stalled mid-way. */
  private async *guarded(
    pieces: AsyncIterable<string>,
    signal: AbortSignal,
  ): AsyncIterable<string | typeof SERVER_FAILED> {
    try {
      for await (const piece of pieces) {
        if (signal.aborted) return;
        yield piece;
      }
    } catch (error) {
      if (signal.aborted) return;
      this.logger.warn(`Generation failed mid-way: ${(error as Error).message}`);
      yield SERVER_FAILED;
    }
  }

  /** The configured provider; if it fails before writing anything, the builtin answer instead. */
  private async *generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string> {
    let wrote = false;
    try {
      for await (const piece of this.provider.generate(request, signal)) {
        if (signal.aborted) return;
        wrote = true;
        yield piece;
      }
    } catch (error) {
      if (signal.aborted) return;
      this.logger.warn(`${this.provider.name} provider failed: ${(error as Error).message}`);
      if (wrote) return;
      yield* this.fallback.generate(request, signal);
    }
  }
}
