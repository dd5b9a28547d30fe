import { Body, Controller, Get, HttpCode, Logger, Param, Post, Req, Res } from '@nestjs/common';
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
import { ServerResponse } from 'node:http';
import { Authenticated, RequireTokenScope } from '../../access/access.decorators';
import { takeOverResponse } from '../../assistants/raw-response';
import { CurrentUser } from '../../users/current-user.decorator';
import { SessionUser } from '../../users/session-user';
import { GatewayService } from '../gateway.service';
import { Caller } from '../metering/generation-meter';
import { writeError } from '../relay/write-response';
import { CHAT_COMPLETIONS, generate, TEXT_COMPLETIONS } from './generation';
import { embeddings } from './embeddings';
import {
  ChatCompletionRequestDoc,
  CompletionRequestDoc,
  EmbeddingsRequestDoc,
  OpenAiErrorDoc,
} from './gateway-docs.dto';
import { findModel, listModels, OpenAiModelDto, OpenAiModelListDto } from './list-models';
import { GatewayError, GatewayErrors } from './openai-errors';
import { AssistantModelsService } from '../assistant-models/assistant-models.service';
import { assistantSlug } from '../assistant-models/assistant-prompt';

/** Per client address; the organization's token allowance is the real budget (docs/gateway.md). */
export const GATEWAY_REQUESTS_PER_MINUTE = 6_000;

/**
 * The OpenAI-compatible API (`baseURL` = https://host/api/v1): an API token with the
 * `inference` scope, no cookie and no CSRF. Every answer, errors included, is in OpenAI's shape.
 */
@ApiTags('inference gateway (OpenAI-compatible)')
@ApiBearerAuth()
@Controller('v1')
@Authenticated()
@RequireTokenScope('inference')
@Throttle({ default: { limit: GATEWAY_REQUESTS_PER_MINUTE, ttl: 60_000 } })
@ApiResponse({ status: '4XX', type: OpenAiErrorDoc, description: 'OpenAI error envelope' })
@ApiResponse({ status: '5XX', type: OpenAiErrorDoc, description: 'No AI server could answer' })
export class GatewayController {
  private readonly logger = new Logger('Gateway');

  constructor(
    private readonly gateway: GatewayService,
    private readonly assistantModels: AssistantModelsService,
  ) {}

  @Get('models')
  @ApiOperation({ summary: "The models the caller's organization can use now" })
  @ApiOkResponse({ type: OpenAiModelListDto })
  async models(
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
  ): Promise<OpenAiModelListDto> {
    const organizationId = this.gateway.organizationOf(user);
    const viewer = { userId: user.id, tokenModels: req.apiToken?.models ?? null };
    const [servers, rules, assistants] = await Promise.all([
      this.gateway.catalog.get(organizationId),
      this.gateway.deps.rules(organizationId),
      this.assistantModels.list({ organizationId, ...viewer }),
    ]);
    const served = listModels(servers, rules, viewer);
    return { ...served, data: [...served.data, ...assistants] };
  }

  // The openai client's models.retrieve() encodes the id, so "org/model" arrives as one segment.
  @Get('models/:model')
  @ApiOperation({ summary: "One model the caller's organization can use now (404 if not)" })
  @ApiOkResponse({ type: OpenAiModelDto })
  async model(
    @Param('model') model: string,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
  ): Promise<OpenAiModelDto> {
    const organizationId = this.gateway.organizationOf(user);
    const viewer = { userId: user.id, tokenModels: req.apiToken?.models ?? null };
    if (assistantSlug(model) !== null) {
      const entries = await this.assistantModels.list({ organizationId, ...viewer });
      const found = entries.find((entry) => entry.id === model);
      if (!found) throw GatewayErrors.modelNotFound(model);
      return found;
    }
    const [servers, rules] = await Promise.all([
      this.gateway.catalog.get(organizationId),
      this.gateway.deps.rules(organizationId),
    ]);
    return findModel(servers, rules, viewer, model);
  }

  @Post('chat/completions')
  @HttpCode(200)
  @ApiOperation({ summary: 'A chat completion, as JSON or as server-sent events (stream: true)' })
  @ApiBody({ type: ChatCompletionRequestDoc })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({
    description: "OpenAI's chat.completion, or chat.completion.chunk events ending in data: [DONE]",
  })
  chat(
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.serve(user, req, reply, async (caller, res, signal) => {
      // `assistant:{slug}`: its model, instructions and passages (assistant-models.service.ts).
      let prepared: unknown;
      try {
        prepared = await this.assistantModels.prepare(caller, body);
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        return writeError(res, err, {});
      }
      return generate(CHAT_COMPLETIONS, this.gateway.deps, caller, prepared, res, signal);
    });
  }

  @Post('completions')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A legacy text completion (fill-in-the-middle with suffix), as JSON or as events',
  })
  @ApiBody({ type: CompletionRequestDoc })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({
    description: "OpenAI's text_completion, or text_completion chunks ending in data: [DONE]",
  })
  completions(
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.serve(user, req, reply, (caller, res, signal) =>
      generate(TEXT_COMPLETIONS, this.gateway.deps, caller, body, res, signal),
    );
  }

  @Post('embeddings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Embeddings from a server of the named model' })
  @ApiBody({ type: EmbeddingsRequestDoc })
  @ApiOkResponse({ description: "OpenAI's embedding list" })
  embeddings(
    @Body() body: unknown,
    @CurrentUser() user: SessionUser,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.serve(user, req, reply, (caller, res, signal) =>
      embeddings(this.gateway.deps, caller, body, res, signal),
    );
  }

  /** Takes the response over; anything unforeseen is a 500 in OpenAI's shape, logged here. */
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
      writeError(
        res,
        new GatewayError(500, 'The gateway failed unexpectedly', 'server_error', 'internal_error'),
        {},
      );
    }
  }
}
