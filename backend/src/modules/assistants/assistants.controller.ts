import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access.decorators';
import { SkipCsrf } from '../csrf/csrf.guard';
import { AssistantStreamService } from './assistant-stream.service';
import { AssistantSummaryDto } from './dto/assistant-summary.dto';
import { ApiStreamResponse } from './dto/stream-event.dto';
import { StreamQuery, StreamQueryDto } from './dto/stream-query.dto';
import { StreamQueryPipe } from './dto/stream-query.pipe';
import { KnowledgeBaseService } from './knowledge-base.service';
import { takeOverResponse } from './raw-response';
import { requireJson } from './require-json';

/** Demo questions per minute per client IP (the global limit is far higher). */
export const DEMO_QUERIES_PER_MINUTE = 30;

@ApiTags('demo')
@Controller('demo')
export class AssistantsController {
  constructor(
    private readonly knowledge: KnowledgeBaseService,
    private readonly streams: AssistantStreamService,
  ) {}

  @Get('assistants')
  @Public()
  @ApiOkResponse({ type: [AssistantSummaryDto] })
  list(): AssistantSummaryDto[] {
    return this.knowledge.summaries();
  }

  @Post('ai/:assistant/stream')
  @Public()
  // Sessionless (see sessions/session-routes.ts): it never reads cookies, so there is no
  // ambient authority for CSRF to protect; JSON-only bodies keep cross-site forms out anyway.
  @SkipCsrf()
  @Throttle({ default: { limit: DEMO_QUERIES_PER_MINUTE, ttl: 60_000 } })
  @ApiBody({ type: StreamQueryDto })
  @ApiStreamResponse('Server-sent events: metadata, then chunks, then complete')
  @ApiBadRequestResponse({ description: 'Blank question or longer than 2,000 characters' })
  @ApiNotFoundResponse({ description: 'Unknown assistant' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Body is not application/json' })
  @ApiTooManyRequestsResponse({ description: 'Too many demo questions from this address' })
  stream(
    @Param('assistant') assistant: string,
    // A plain type, not the class: the global ValidationPipe passes it through to StreamQueryPipe.
    @Body(StreamQueryPipe) dto: StreamQuery,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    requireJson(req.raw);
    return this.streams.stream(assistant, dto, req.raw, () => takeOverResponse(reply));
  }
}
