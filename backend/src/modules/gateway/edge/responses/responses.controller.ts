import { Body, Controller, HttpCode, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, RequireTokenScope } from '../../../access/access.decorators';
import { takeOverResponse } from '../../../assistants/raw-response';
import { CurrentUser } from '../../../users/current-user.decorator';
import { SessionUser } from '../../../users/session-user';
import { GatewayService } from '../../gateway.service';
import { Caller } from '../../metering/generation-meter';
import { writeError } from '../../relay/write-response';
import { GATEWAY_REQUESTS_PER_MINUTE } from '../gateway.controller';
import { OpenAiErrorDoc } from '../gateway-docs.dto';
import { generate } from '../generation';
import { GatewayError } from '../openai-errors';
import { ResponseDoc, ResponsesRequestDoc } from './responses-docs.dto';
import { RESPONSES } from './responses-route';

/**
 * OpenAI's Responses API (`baseURL` = https://host/api/v1), stateless: an API token with the
 * `inference` scope, no cookie and no CSRF. Every answer, errors included, is in OpenAI's shape.
 */
@ApiTags('inference gateway (OpenAI Responses API)')
@ApiBearerAuth()
@Controller('v1/responses')
@Authenticated()
@RequireTokenScope('inference')
@Throttle({ default: { limit: GATEWAY_REQUESTS_PER_MINUTE, ttl: 60_000 } })
@ApiResponse({ status: '4XX', type: OpenAiErrorDoc, description: 'OpenAI error envelope' })
@ApiResponse({ status: '5XX', type: OpenAiErrorDoc, description: 'No AI server could answer' })
export class ResponsesController {
  private readonly logger = new Logger('Gateway');

  constructor(private readonly gateway: GatewayService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A response (stateless: nothing is stored), as JSON or as Responses API events (stream: true)',
  })
  @ApiBody({ type: ResponsesRequestDoc })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({
    type: ResponseDoc,
    description:
      'The response object, or its events from response.created to response.completed (response.failed when the server dies)',
  })
  async create(
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const caller: Caller = {
      organizationId: this.gateway.organizationOf(user),
      userId: user.id,
      apiTokenId: req.apiToken?.tokenId ?? null,
      source: 'gateway',
    };
    const res = takeOverResponse(reply);
    try {
      await generate(
        RESPONSES,
        this.gateway.deps,
        caller,
        body,
        res,
        this.gateway.clientSignal(res),
      );
    } catch (err) {
      this.logger.error(err instanceof Error ? err.stack : err);
      writeError(
        res,
        new GatewayError(500, 'The gateway failed unexpectedly', 'server_error', 'internal_error'),
        {},
      );
    }
  }
}
