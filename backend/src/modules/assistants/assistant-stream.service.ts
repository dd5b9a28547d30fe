import { Injectable } from '@nestjs/common';
import { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.service';
import { AnswerEngineService } from './answer-engine.service';
import { StreamQuery } from './dto/stream-query.dto';
import { writeSse } from './sse-response';

/** Connects the answer engine to an HTTP response as a server-sent event stream. */
@Injectable()
export class AssistantStreamService {
  constructor(
    private readonly engine: AnswerEngineService,
    private readonly config: AppConfig,
  ) {}

  async stream(assistant: string, dto: StreamQuery, req: Request, res: Response): Promise<void> {
    this.engine.assertAssistant(assistant); // 404 as JSON, before any SSE header is written
    await writeSse(
      req,
      res,
      (signal) => this.engine.answer(assistant, dto.query, dto.sessionId, signal),
      this.config.llm.heartbeatMs,
    );
  }
}
