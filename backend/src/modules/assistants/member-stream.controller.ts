import { Body, Controller, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../users/current-user.decorator';
import { RequirePermission } from '../access/access.decorators';
import { SessionUser } from '../users/session-user';
import { AssistantStreamService } from './assistant-stream.service';
import { DEMO_QUERIES_PER_MINUTE } from './assistants.controller';
import { ApiStreamResponse } from './dto/stream-event.dto';
import { StreamQuery, StreamQueryDto } from './dto/stream-query.dto';
import { StreamQueryPipe } from './dto/stream-query.pipe';
import { takeOverResponse } from './raw-response';
import { requireJson } from './require-json';

/**
 * The assistants for a signed-in user: the same events as the demo stream, plus conversation
 * memory (docs/memory.md). It reads the session, so unlike the sessionless demo route it is a
 * normal unsafe call: X-CSRF-Token required (global CsrfGuard).
 */
@ApiTags('assistants')
@Controller('assistants')
export class MemberStreamController {
  constructor(private readonly streams: AssistantStreamService) {}

  @Post(':assistant/stream')
  @RequirePermission('demo', 'use')
  @Throttle({ default: { limit: DEMO_QUERIES_PER_MINUTE, ttl: 60_000 } })
  @ApiBody({ type: StreamQueryDto })
  @ApiStreamResponse(
    "Server-sent events exactly as POST /api/demo/ai/{assistant}/stream, also answering from the organization's own documents (sources name the document and its page or heading); with memory on, the question and answer are stored",
  )
  @ApiParam({
    name: 'assistant',
    description:
      "A built-in assistant (brain, deploy, …), 'chat' (plain chat on `model`), or a custom assistant's slug",
  })
  @ApiBadRequestResponse({
    description: "Blank question or longer than 2,000 characters; 'chat' without a model",
  })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Missing or invalid X-CSRF-Token' })
  @ApiNotFoundResponse({
    description:
      'ASSISTANT_NOT_FOUND (also a custom assistant the member may not use) or MODEL_NOT_FOUND (also a model they may not use)',
  })
  @ApiUnsupportedMediaTypeResponse({ description: 'Body is not application/json' })
  @ApiTooManyRequestsResponse({ description: 'Too many questions' })
  stream(
    @Param('assistant') assistant: string,
    @Body(StreamQueryPipe) dto: StreamQuery,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    requireJson(req.raw);
    return this.streams.streamForUser(assistant, dto, user, req.raw, () => takeOverResponse(reply));
  }
}
