import { ServerResponse } from 'node:http';
import { Caller, GatewayDeps } from '../gateway-deps';
import { LimitLease } from '../limits/limit-gate';
import { Measured, recordGeneration, tokensOf } from '../metering/generation-meter';
import { writeError, writeJson } from '../relay/write-response';
import { callJson } from '../upstream/upstream-call';
import { EmbeddingsRequest, parseEmbeddingsRequest } from './embeddings-request';
import { modelHeader, routeModels } from '../access/route-models';
import { GatewayError } from './openai-errors';
import { allowanceHeaders, servedByHeaders } from './response-headers';

/** POST /api/v1/embeddings: routed like a JSON completion to a server of the named model. */
export async function embeddings(
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
    const request = parseEmbeddingsRequest(body);
    const steps = await deps.plan(caller, request.model);
    headers = allowanceHeaders(await deps.admit(caller.organizationId), deps.nowMs());
    lease = await deps.limits(caller);
    headers = { ...headers, ...lease.headers };
    measured = {
      kind: 'embedding',
      model: request.model,
      serverId: null,
      usage: { promptTokens: 0, completionTokens: 0 },
      promptChars: inputChars(request),
      completionChars: 0,
      startedMs,
      firstTokenMs: null,
      outcome: 'error',
      status: 503,
    };
    const routed = await routeModels(deps.router, steps, signal, (server, model) => {
      const adapter = deps.adapters(server);
      return callJson({
        target: () => deps.pools.for(server.url),
        apiKey: server.apiKey,
        request: adapter.embeddings(model === request.model ? request : { ...request, model }),
        signal,
        headersTimeoutMs: deps.firstTokenTimeoutMs,
        idleTimeoutMs: deps.idleTimeoutMs,
        errorMessage: (raw) => adapter.errorMessage(raw),
      });
    });
    routed.release();
    const answered = routed.model === request.model ? request : { ...request, model: routed.model };
    const result = deps.adapters(routed.server).embeddingsResult(routed.value, answered);
    measured.model = routed.model;
    headers = {
      ...headers,
      ...servedByHeaders(routed.server, routed.attempts),
      ...modelHeader(routed.model),
    };
    measured = {
      ...measured,
      serverId: routed.server.id,
      usage: result.usage,
      firstTokenMs: performance.now(),
      outcome: 'ok',
      status: 200,
    };
    await lease.end(tokensOf(measured));
    writeJson(res, 200, headers, result.body);
  } catch (err) {
    if (signal.aborted) {
      if (measured) measured = { ...measured, outcome: 'cancelled', status: 499 };
      return;
    }
    if (measured)
      measured = { ...measured, status: err instanceof GatewayError ? err.httpStatus : 500 };
    if (!(err instanceof GatewayError)) throw err;
    writeError(res, err, headers);
  } finally {
    void lease?.end(measured ? tokensOf(measured) : 0);
    if (measured) recordGeneration(deps.meter, caller, startedAt, measured, performance.now());
  }
}

function inputChars({ input }: EmbeddingsRequest): number {
  if (typeof input === 'string') return input.length;
  return input.reduce<number>((sum, item) => sum + (typeof item === 'string' ? item.length : 4), 0);
}
