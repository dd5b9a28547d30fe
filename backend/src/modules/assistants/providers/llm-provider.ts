import { AssistantProfile } from '../assistant-catalog';
import { GroundedContext } from '../engine/answer-composer';
import { KnowledgeDocument } from '../engine/knowledge-loader';

export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Everything a provider needs to write one grounded answer. */
export interface GenerationRequest {
  profile: AssistantProfile;
  query: string;
  history: ConversationTurn[];
  context: GroundedContext;
  documents: KnowledgeDocument[];
  /** The system prompt's opening (a custom assistant's instructions); absent: IronKeep's. */
  intro?: string | null;
}

/**
 * Writes the answer text as a stream of pieces. Implementations must stop promptly (and abort
 * any upstream request) when `signal` aborts: the client has gone.
 */
export abstract class LlmProvider {
  abstract readonly name: string;
  abstract generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string>;
}
