import { Injectable } from '@nestjs/common';
import { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../../config/app-config.service';
import { MemoryRecorder } from '../memory/memory-recorder.service';
import { AnswerEngineService } from './answer-engine.service';
import { AnswerSetup, AnswerSetups, builtinSetup } from './answer-setup';
import { AssistantId } from './assistant-catalog';
import { ConversationMemory } from './conversation/conversation-memory';
import { StreamQuery } from './dto/stream-query.dto';
import { writeSse } from './sse-response';

/**
 * Takes the response over for the stream. Called only once every check has passed, so a refusal
 * (unknown assistant, memory store down) is still an ordinary JSON error.
 */
export type OpenResponse = () => ServerResponse;

/** Connects the answer engine to an HTTP response as a server-sent event stream. */
@Injectable()
export class AssistantStreamService {
  constructor(
    private readonly engine: AnswerEngineService,
    private readonly memory: MemoryRecorder,
    private readonly config: AppConfig,
    private readonly setups: AnswerSetups,
  ) {}

  /** The anonymous demo: turns live only in the short-lived session store. */
  stream(
    assistant: string,
    dto: StreamQuery,
    req: IncomingMessage,
    open: OpenResponse,
  ): Promise<void> {
    this.engine.assertAssistant(assistant); // 404 as JSON, before any SSE header is written
    const memory = this.engine.sessionMemory(`${assistant}:${dto.sessionId}`);
    return this.write(builtinSetup(assistant as AssistantId), dto, memory, req, open);
  }

  /**
   * A signed-in user: with memory on, the exchange is stored and earlier stored exchanges are
   * recalled (modules/memory); with memory off, nothing is stored, as for a visitor. A member of
   * an organization also gets answers from its own documents (modules/knowledge).
   */
  async streamForUser(
    assistant: string,
    dto: StreamQuery,
    user: { id: string; organizationId: string | null },
    req: IncomingMessage,
    open: OpenResponse,
  ): Promise<void> {
    // 404 (unknown assistant or model) and 400 (no model for the chat) as JSON, before SSE.
    const setup = await this.setups.resolve(assistant, dto.model ?? undefined, user);
    const memory =
      (await this.memory.forChat(user.id, setup.id, dto.sessionId, setup.model)) ??
      this.engine.sessionMemory(`user:${user.id}:${setup.id}:${dto.sessionId}`);
    const member = user.organizationId
      ? { organizationId: user.organizationId, userId: user.id }
      : null;
    return this.write(setup, dto, memory, req, open, member);
  }

  private write(
    setup: AnswerSetup,
    dto: StreamQuery,
    memory: ConversationMemory,
    req: IncomingMessage,
    open: OpenResponse,
    member: { organizationId: string; userId: string } | null = null,
  ): Promise<void> {
    return writeSse(
      req,
      open(),
      (signal) => this.engine.answerAs(setup, dto.query, memory, signal, member),
      this.config.llm.heartbeatMs,
    );
  }
}
