import type { Clock } from '../clock';
import type { ConversationStore } from '../memory/conversation-store';
import type { ChatTurn, ModelRuntime } from '../runtime/model-runtime';
import type { ChatRequest } from './chat-request';

export interface ChatReply {
  response: string;
  timestamp: string;
  model: string;
  session_id: string;
}

/** Earlier turns sent with each message: enough for a conversation, bounded for a 7B context. */
export const HISTORY_MAX_TURNS = 40;
export const HISTORY_MAX_CHARS = 24_000;

/** Keeps the newest turns whose total length fits the budget. */
export function trimHistory(turns: ChatTurn[], maxChars: number): ChatTurn[] {
  let total = 0;
  let start = turns.length;
  while (start > 0 && total + turns[start - 1].content.length <= maxChars) {
    total += turns[--start].content.length;
  }
  return turns.slice(start);
}

/** One chat exchange: the session's history plus the new message go to the model. */
export class ChatService {
  constructor(
    private readonly store: ConversationStore,
    private readonly runtime: ModelRuntime,
    private readonly clock: Clock,
    private readonly model: string,
  ) {}

  async send(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
    const askedAt = this.clock.now();
    const history = trimHistory(
      this.store.recentTurns(request.sessionId, HISTORY_MAX_TURNS),
      HISTORY_MAX_CHARS,
    );
    const answer = await this.runtime.complete(
      {
        model: this.model,
        messages: [...history, { role: 'user', content: request.message }],
        temperature: request.temperature,
      },
      signal,
    );
    const answeredAt = this.clock.now();
    // Stored only once answered: a failed exchange leaves no half-turn in the history.
    this.store.appendExchange(
      request.sessionId,
      { role: 'user', content: request.message, createdAt: askedAt },
      { role: 'assistant', content: answer, createdAt: answeredAt },
    );
    return {
      response: answer,
      timestamp: answeredAt.toISOString(),
      model: this.model,
      session_id: request.sessionId,
    };
  }
}
