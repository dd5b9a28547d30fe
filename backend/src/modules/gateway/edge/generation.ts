import { ServerResponse } from 'node:http';
import { GenerationKind } from '../../usage/usage.contract';
import {
  RuntimeAdapter,
  UpstreamRequest,
  JsonResult,
  StreamDecoder,
} from '../adapters/runtime-adapter';
import { GatewayDeps, Caller } from '../gateway-deps';
import { LimitLease } from '../limits/limit-gate';
import { promptChars, recordGeneration, Measured, tokensOf } from '../metering/generation-meter';
import { relayStream, StreamFraming } from '../relay/stream-relay';
import { writeError, writeJson } from '../relay/write-response';
import {
  Attempt,
  callJson,
  CallOptions,
  OpenedStream,
  openStream,
} from '../upstream/upstream-call';
import { ChatRequest, parseChatRequest } from './chat-request';
import {
  CompletionRequest,
  completionPromptChars,
  parseCompletionRequest,
} from './completion-request';
import { modelHeader, routeModels } from '../access/route-models';
import { GatewayError } from './openai-errors';
import { allowanceHeaders, servedByHeaders } from './response-headers';

/** What a generating request needs to know of its route: the rest of the path is the same. */
export interface GenerationRoute<R extends GenerationRequest> {
  kind: GenerationKind;
  parse(body: unknown): R;
  promptChars(request: R): number;
  upstream(adapter: RuntimeAdapter, request: R, stream: boolean): UpstreamRequest;
  /** `nowMs`: the gateway's clock, for answers that carry timestamps (the Responses API's). */
  result(
    adapter: RuntimeAdapter,
    raw: string,
    model: string,
    request: R,
    nowMs: () => number,
  ): JsonResult;
  decoder(adapter: RuntimeAdapter, model: string, request: R, nowMs: () => number): StreamDecoder;
  /** An API with its own error envelope and stream framing (Anthropic's); OpenAI's if absent. */
  dialect?: GenerationDialect;
}

export interface GenerationDialect {
  errorBody(error: GatewayError): unknown;
  framing: StreamFraming;
}

interface GenerationRequest {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}

/** POST /api/v1/chat/completions. */
export const CHAT_COMPLETIONS: GenerationRoute<ChatRequest> = {
  kind: 'chat',
  parse: parseChatRequest,
  promptChars: (request) => promptChars(request.messages),
  upstream: (adapter, request, stream) => adapter.chat(request, stream),
  result: (adapter, raw, model) => adapter.chatResult(raw, model),
  decoder: (adapter, model) => adapter.chatStream(model),
};

/** POST /api/v1/completions: legacy text completions (code editors' fill-in-the-middle). */
export const TEXT_COMPLETIONS: GenerationRoute<CompletionRequest> = {
  kind: 'completion',
  parse: parseCompletionRequest,
  promptChars: completionPromptChars,
  upstream: (adapter, request, stream) => adapter.completion(request, stream),
  result: (adapter, raw, model) => adapter.completionResult(raw, model),
  decoder: (adapter, model) => adapter.completionStream(model),
};

/**
 * A generating request, start to end: validate, find the model's servers (404 when the
 * organization has none), admit against the allowance, route (retrying before the first byte),
 * then answer JSON or relay the stream, and record the generation once.
 */
export async function generate<R extends GenerationRequest>(
  route: GenerationRoute<R>,
  deps: GatewayDeps,
  caller: Caller,
  body: unknown,
  res: ServerResponse,
  signal: AbortSignal,
): Promise<void> {
  const startedMs = performance.now();
  const startedAt = deps.now();
  let headers: Record<string, string> = {};
  let measured: Measured | null = null;
  let lease: LimitLease | null = null;
  try {
    const request = route.parse(body);
    const { model } = request;
    const stream = request.stream === true;
    const steps = await deps.plan(caller, model);
    headers = allowanceHeaders(await deps.admit(caller.organizationId), deps.nowMs());
    lease = await deps.limits(caller);
    headers = { ...headers, ...lease.headers };
    const base = {
      kind: route.kind,
      model,
      promptChars: route.promptChars(request),
      startedMs,
    };
    measured = {
      ...base,
      serverId: null,
      usage: { promptTokens: 0, completionTokens: 0 },
      completionChars: 0,
      firstTokenMs: null,
      outcome: 'error',
      status: 503,
    };
    const routed = await routeModels(
      deps.router,
      steps,
      signal,
      (server, answering): Promise<Attempt<string | OpenedStream>> => {
        const adapter = deps.adapters(server);
        const asked = answering === model ? request : { ...request, model: answering };
        const options: CallOptions = {
          target: () => deps.pools.for(server.url),
          apiKey: server.apiKey,
          request: route.upstream(adapter, asked, stream),
          signal,
          headersTimeoutMs: deps.firstTokenTimeoutMs,
          idleTimeoutMs: deps.idleTimeoutMs,
          errorMessage: (raw) => adapter.errorMessage(raw),
        };
        return stream ? openStream(options, deps.firstTokenTimeoutMs) : callJson(options);
      },
    );
    const { server, release } = routed;
    // Metered and answered under the model that answered (an alias's model, or a fallback).
    base.model = routed.model;
    headers = {
      ...headers,
      ...servedByHeaders(server, routed.attempts),
      ...modelHeader(routed.model),
    };
    const adapter = deps.adapters(server);
    try {
      if (typeof routed.value === 'string') {
        const result = route.result(adapter, routed.value, routed.model, request, () =>
          deps.nowMs(),
        );
        const now = performance.now();
        measured = {
          ...base,
          serverId: server.id,
          usage: result.usage,
          completionChars: result.chars,
          firstTokenMs: now,
          outcome: 'ok',
          status: 200,
        };
        // Counted before the answer leaves, so the caller's next call sees this one's tokens.
        await lease.end(tokensOf(measured));
        writeJson(res, 200, headers, result.body);
        return;
      }
      const { body: upstreamBody, first } = routed.value;
      const summary = await relayStream({
        body: upstreamBody,
        first,
        decoder: route.decoder(adapter, routed.model, request, () => deps.nowMs()),
        res,
        headers,
        includeUsage: request.stream_options?.include_usage === true,
        idleTimeoutMs: deps.idleTimeoutMs,
        abortUpstream: () => upstreamBody.destroy(),
        clientGone: () => signal.aborted,
        framing: route.dialect?.framing,
      });
      // The next requests go elsewhere while it cools down and is checked, as for a failure
      // before the first byte.
      if (summary.serverFailure && !signal.aborted) {
        deps.router.failedMidStream(server, summary.serverFailure);
      }
      measured = {
        ...base,
        serverId: server.id,
        usage: summary.usage,
        completionChars: summary.chars,
        firstTokenMs: summary.firstTokenAt,
        outcome: summary.outcome,
        status: 200,
      };
    } finally {
      release();
    }
  } catch (err) {
    if (signal.aborted) {
      if (measured) measured = { ...measured, outcome: 'cancelled', status: 499 };
      return;
    }
    if (!(err instanceof GatewayError)) {
      if (measured) measured = { ...measured, status: 500 };
      throw err;
    }
    if (measured) measured = { ...measured, status: err.httpStatus };
    writeError(res, err, headers, route.dialect?.errorBody);
  } finally {
    void lease?.end(measured ? tokensOf(measured) : 0);
    if (measured) recordGeneration(deps.meter, caller, startedAt, measured, performance.now());
  }
}
