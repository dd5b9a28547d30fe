import { ServerResponse } from 'node:http';
import { modelHeader, routeModels } from '../../access/route-models';
import { parseJson, count } from '../../adapters/runtime-adapter';
import { Caller, GatewayDeps } from '../../gateway-deps';
import { estimateTokens, promptChars } from '../../metering/generation-meter';
import { writeError, writeJson } from '../../relay/write-response';
import { UpstreamServer } from '../../routing/upstream-server';
import { Attempt, callJson } from '../../upstream/upstream-call';
import { GatewayError } from '../openai-errors';
import { servedByHeaders } from '../response-headers';
import { anthropicErrorBody } from './anthropic-errors';
import { MessagesCall, parseCountTokensRequest } from './messages-request';

/** `exact` when the server's tokenizer counted, `estimate` when characters did (4 per token). */
export const TOKEN_COUNT_HEADER = 'x-ironkeep-token-count';

interface Counted {
  tokens: number;
  exact: boolean;
}

/**
 * POST /api/v1/messages/count_tokens: the prompt's tokens as the model's own server counts them
 * (vLLM's /tokenize with the chat template; Ollama's `prompt_eval_count` of a one-token
 * generation), else an estimate, said so in a header. Routed like a generation (model access,
 * failover when a server cannot be reached) but not metered: nothing is generated for the caller.
 */
export async function countTokens(
  deps: GatewayDeps,
  caller: Caller,
  body: unknown,
  res: ServerResponse,
  signal: AbortSignal,
): Promise<void> {
  try {
    const call = parseCountTokensRequest(body);
    const steps = await deps.plan(caller, call.model);
    const routed = await routeModels(deps.router, steps, signal, (server, model) =>
      countOn(deps, server, model === call.model ? call : { ...call, model }, signal),
    );
    routed.release();
    const { tokens, exact } = routed.value;
    writeJson(
      res,
      200,
      {
        ...servedByHeaders(routed.server, routed.attempts),
        ...modelHeader(routed.model),
        [TOKEN_COUNT_HEADER]: exact ? 'exact' : 'estimate',
      },
      JSON.stringify({ input_tokens: tokens }),
    );
  } catch (err) {
    if (signal.aborted) return;
    if (!(err instanceof GatewayError)) throw err;
    writeError(res, err, {}, anthropicErrorBody);
  }
}

/**
 * One server's count. A server that cannot be reached is tried elsewhere; one that answers but
 * cannot count (no /tokenize: another OpenAI-compatible server) gives way to the estimate.
 */
async function countOn(
  deps: GatewayDeps,
  server: UpstreamServer,
  call: MessagesCall,
  signal: AbortSignal,
): Promise<Attempt<Counted>> {
  const estimate: Attempt<Counted> = {
    ok: true,
    value: { tokens: estimateTokens(estimateChars(call)), exact: false },
  };
  if (server.runtime === 'openai-compatible') return estimate;
  const adapter = deps.adapters(server);
  const ollama = server.runtime === 'ollama';
  const attempt = await callJson({
    // vLLM serves /tokenize beside /v1, not under it.
    target: () => deps.pools.for(ollama ? server.url : server.url.replace(/\/v\d+$/, '')),
    apiKey: server.apiKey,
    request: ollama
      ? adapter.chat({ ...call.chat, max_tokens: 1 }, false)
      : { path: '/tokenize', body: JSON.stringify(tokenizeBody(call)) },
    signal,
    headersTimeoutMs: deps.firstTokenTimeoutMs,
    idleTimeoutMs: deps.idleTimeoutMs,
    errorMessage: (raw) => adapter.errorMessage(raw),
  });
  if (!attempt.ok) return attempt.retry && !attempt.answered ? attempt : estimate;
  const tokens = ollama
    ? adapter.chatResult(attempt.value, call.model).usage?.promptTokens
    : count((parseJson(attempt.value) as { count?: unknown } | undefined)?.count);
  return tokens === undefined ? estimate : { ok: true, value: { tokens, exact: true } };
}

/** vLLM's chat form of /tokenize: the messages through the model's chat template. */
function tokenizeBody({ chat }: MessagesCall) {
  return {
    model: chat.model,
    messages: chat.messages,
    ...(chat.tools ? { tools: chat.tools } : {}),
    add_generation_prompt: true,
  };
}

function estimateChars({ chat }: MessagesCall): number {
  const toolCalls = chat.messages.map((m) => (m.tool_calls ? JSON.stringify(m.tool_calls) : ''));
  return (
    promptChars(chat.messages) +
    toolCalls.join('').length +
    (chat.tools ? JSON.stringify(chat.tools).length : 0)
  );
}
