import { Injectable } from '@nestjs/common';
import { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.service';
import { MemoryRecorder } from '../memory/memory-recorder.service';
import { AnswerEngineService } from './answer-engine.service';
import { ConversationMemory } from './conversation/conversation-memory';
import { StreamQuery } from './dto/stream-query.dto';
import { writeSse } from './sse-response';

/** Connects the answer engine to an HTTP response as a server-sent event stream. */
@Injectable()
export class AssistantStreamService {
  constructor(
    private readonly engine: AnswerEngineService,
    private readonly memory: MemoryRecorder,
    private readonly config: AppConfig,
  ) {}

  /** The anonymous demo: turns live only in the short-lived session store. */
  stream(assistant: string, dto: StreamQuery, req: Request, res: Response): Promise<void> {
    this.engine.assertAssistant(assistant); // 404 as JSON, before any SSE header is written
    const memory = this.engine.sessionMemory(`${assistant}:${dto.sessionId}`);
    return this.write(assistant, dto, memory, req, res);
  }

  /**
   * A signed-in user: with memory on, the exchange is stored and earlier stored exchanges are
   * recalled (modules/memory); with memory off, nothing is stored, as for a visitor.
   */
  async streamForUser(
    assistant: string,
    dto: StreamQuery,
    userId: string,
    req: Request,
    res: Response,
  ): Promise<void> {
    this.engine.assertAssistant(assistant);
    const memory =
      (await this.memory.forChat(userId, assistant, dto.sessionId)) ??
      this.engine.sessionMemory(`user:${userId}:${assistant}:${dto.sessionId}`);
    return this.write(assistant, dto, memory, req, res);
  }

  private write(
    assistant: string,
    dto: StreamQuery,
    memory: ConversationMemory,
    req: Request,
    res: Response,
  ): Promise<void> {
    return writeSse(
      req,
      res,
      (signal) => this.engine.answerWith(assistant, dto.query, memory, signal),
      this.config.llm.heartbeatMs,
    );
  }
}
