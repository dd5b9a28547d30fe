import { Body, Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ServerResponse } from 'node:http';
import { Authenticated, RequireTokenScope } from '../../../access/access.decorators';
import { takeOverResponse } from '../../../assistants/raw-response';
import { CurrentUser } from '../../../users/current-user.decorator';
import { SessionUser } from '../../../users/session-user';
import { GatewayService } from '../../gateway.service';
import { Caller } from '../../metering/generation-meter';
import { writeError } from '../../relay/write-response';
import { GATEWAY_REQUESTS_PER_MINUTE } from '../gateway.controller';
import { generate } from '../generation';
import { GatewayError } from '../openai-errors';
import { anthropicErrorBody } from './anthropic-errors';
import { countTokens, TOKEN_COUNT_HEADER } from './count-tokens';
import {
  AnthropicErrorDoc,
  CountTokensRequestDoc,
  MessagesRequestDoc,
  TokenCountDoc,
} from './messages-docs.dto';
import { MESSAGES } from './messages-route';

/**
 * Anthropic's Messages API (a client's base URL = https://host/api): an API token with the
 * `inference` scope as `x-api-key` or `Authorization: Bearer`, no cookie and no CSRF; any
 * `anthropic-version` is accepted. Every answer, errors included, is in Anthropic's shape.
 */
@ApiTags('inference gateway (Anthropic Messages API)')
@ApiBearerAuth()
@ApiSecurity('x-api-key')
@ApiHeader({ name: 'anthropic-version', required: false, description: 'Accepted, not required' })
@Controller('v1/messages')
@Authenticated()
@RequireTokenScope('inference')
@Throttle({ default: { limit: GATEWAY_REQUESTS_PER_MINUTE, ttl: 60_000 } })
@ApiResponse({ status: '4XX', type: AnthropicErrorDoc, description: 'Anthropic error envelope' })
@ApiResponse({ status: '5XX', type: AnthropicErrorDoc, description: 'No AI server could answer' })
export class MessagesController {
  private readonly logger = new Logger('Gateway');

  constructor(private readonly gateway: GatewayService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'A message, as JSON or as Anthropic server-sent events (stream: true)' })
  @ApiBody({ type: MessagesRequestDoc })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({
    description: "Anthropic's message, or its events from message_start to message_stop",
  })
  create(
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.serve(user, req, reply, (caller, res, signal) =>
      generate(MESSAGES, this.gateway.deps, caller, body, res, signal),
    );
  }

  @Post('count_tokens')
  @HttpCode(200)
  @ApiOperation({
    summary: `The prompt's tokens by the model server's tokenizer (header ${TOKEN_COUNT_HEADER}: exact), else an estimate (estimate)`,
  })
  @ApiBody({ type: CountTokensRequestDoc })
  @ApiOkResponse({ type: TokenCountDoc })
  countTokens(
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.serve(user, req, reply, (caller, res, signal) =>
      countTokens(this.gateway.deps, caller, body, res, signal),
    );
  }

  /** Takes the response over; anything unforeseen is a 500 in Anthropic's shape, logged here. */
  private async serve(
    user: SessionUser,
    req: FastifyRequest,
    reply: FastifyReply,
    handle: (caller: Caller, res: ServerResponse, signal: AbortSignal) => Promise<void>,
  ): Promise<void> {
    const caller: Caller = {
      organizationId: this.gateway.organizationOf(user),
      userId: user.id,
      apiTokenId: req.apiToken?.tokenId ?? null,
      tokenModels: req.apiToken?.models ?? null,
      source: 'gateway',
    };
    const res = takeOverResponse(reply);
    try {
      await handle(caller, res, this.gateway.clientSignal(res));
    } catch (err) {
      this.logger.error(err instanceof Error ? err.stack : err);
      const error = new GatewayError(
        500,
        'The gateway failed unexpectedly',
        'server_error',
        'internal_error',
      );
      writeError(res, error, {}, anthropicErrorBody);
    }
  }
}
