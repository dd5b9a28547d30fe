import { Readable } from 'node:stream';
import {
  LIMIT_REACHED_LABEL,
  OpenOrganizationGeneration,
} from '../../assistants/organization-models';
import { RuntimeAdapter, StreamItem, Usage } from '../adapters/runtime-adapter';
import { ChatRequest } from '../edge/chat-request';
import { GatewayError } from '../edge/openai-errors';
import { GatewayDeps } from '../gateway-deps';
import { LimitLease, LimitRefusal } from '../limits/limit-gate';
import { limitInWords } from '../limits/limit-words';
import { promptChars, recordGeneration, tokensOf } from '../metering/generation-meter';
import { openStream } from '../upstream/upstream-call';
import { routeModels } from '../access/route-models';

/**
 * The signed-in assistants on the organization's servers: the effective default model, routed
 * like any gateway stream (least busy, retried before the first token, cooldowns), metered as
 * source "assistant". The member's limits apply as to their API tokens (their own and their
 * teams'); one that is reached stops the answer, and the member is told which and until when.
 * Null (the built-in engine answers) when the organization has no model, no server of it can
 * answer, or the plan's allowance is used up.
 */
export function assistantGeneration(
  deps: GatewayDeps,
  modelOf: (organizationId: string) => Promise<string | null>,
): OpenOrganizationGeneration {
  return async (organizationId, userId, messages, signal, asked) => {
    const model = asked ?? (await modelOf(organizationId));
    if (!model) return null;
    const chat = messages.map((m) => ({ role: m.role, content: m.content }));
    const request: ChatRequest = { model, messages: chat, stream: true, temperature: 0.2 };
    const startedMs = performance.now();
    const startedAt = deps.now();
    let lease: LimitLease | null = null;
    try {
      // The member's model access applies (teams; a hidden model is as absent as a missing one).
      const steps = await deps.plan({ organizationId, userId }, model);
      await deps.admit(organizationId);
      try {
        lease = await deps.limits({
          organizationId,
          userId,
          apiTokenId: null,
          source: 'assistant',
        });
      } catch (err) {
        if (!(err instanceof LimitRefusal)) throw err;
        return { label: LIMIT_REACHED_LABEL, refusal: limitInWords(err.reached, deps.nowMs()) };
      }
      const admitted = lease;
      const routed = await routeModels(deps.router, steps, signal, (server, answering) => {
        const adapter = deps.adapters(server);
        const asked = answering === model ? request : { ...request, model: answering };
        return openStream(
          {
            target: () => deps.pools.for(server.url),
            apiKey: server.apiKey,
            request: adapter.chat(asked, true),
            signal,
            headersTimeoutMs: deps.firstTokenTimeoutMs,
            idleTimeoutMs: deps.idleTimeoutMs,
            errorMessage: (raw) => adapter.errorMessage(raw),
          },
          deps.firstTokenTimeoutMs,
        );
      });
      const { server, value } = routed;
      const answered = routed.model;
      const meter = {
        usage: null as Usage | null,
        chars: 0,
        firstTokenMs: null as number | null,
        outcome: 'error' as 'ok' | 'error' | 'cancelled',
      };
      const pieces = async function* () {
        try {
          const stream = { ...value, idleTimeoutMs: deps.idleTimeoutMs };
          for await (const piece of textOf(deps.adapters(server), answered, stream, meter, signal))
            yield piece;
        } catch (err) {
          if (err instanceof ServerFailed && !signal.aborted)
            deps.router.failedMidStream(server, err.message);
          throw err;
        } finally {
          routed.release();
          value.body.destroy();
          if (signal.aborted && meter.outcome !== 'ok') meter.outcome = 'cancelled';
          const measured = {
            kind: 'chat' as const,
            model: answered,
            serverId: server.id,
            usage: meter.usage,
            promptChars: promptChars(chat),
            completionChars: meter.chars,
            startedMs,
            firstTokenMs: meter.firstTokenMs,
            outcome: meter.outcome,
            status: 200,
          };
          // Counted before the next question can be admitted, as for an API call.
          await admitted.end(tokensOf(measured));
          recordGeneration(
            deps.meter,
            { organizationId, userId, apiTokenId: null, source: 'assistant' },
            startedAt,
            measured,
            performance.now(),
          );
        }
      };
      return { label: `${answered} on ${server.name}`, pieces: pieces() };
    } catch {
      // No model served, nothing reachable, or no allowance left: the built-in engine answers.
      void lease?.end(0);
      return null;
    }
  };
}

/**
 * Whether the member may call `model` by name: some server serves it (or an alias names it)
 * and their model access allows it, as a gateway call would be planned.
 */
export async function mayCall(
  deps: GatewayDeps,
  organizationId: string,
  userId: string,
  model: string,
  tokenModels: readonly string[] | null = null,
): Promise<boolean> {
  try {
    await deps.plan({ organizationId, userId, tokenModels }, model);
    return true;
  } catch (err) {
    if (err instanceof GatewayError && err.openAiCode === 'model_not_found') return false;
    throw err;
  }
}

/** The server itself failed mid-stream (went quiet, or the connection broke or ended early). */
class ServerFailed extends Error {}

/**
 * The text pieces of a decoded upstream stream; throws on a mid-stream error, an early end, or
 * `idleTimeoutMs` without a byte (the gateway's idle timeout: a server that stalls after its
 * first token must not hold the member's stream open forever).
 */
async function* textOf(
  adapter: RuntimeAdapter,
  model: string,
  stream: { body: Readable; first: Buffer; idleTimeoutMs: number },
  meter: { usage: Usage | null; chars: number; firstTokenMs: number | null; outcome: string },
  signal: AbortSignal,
): AsyncIterable<string> {
  const decoder = adapter.chatStream(model);
  const read = function* (items: StreamItem[]): Generator<string, boolean> {
    for (const item of items) {
      if (item.kind === 'done') return true;
      if (item.kind === 'error') throw new Error(item.message);
      if (item.usage) meter.usage = item.usage;
      meter.chars += item.chars;
      const content = (JSON.parse(item.data) as { choices?: { delta?: { content?: unknown } }[] })
        .choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content) {
        meter.firstTokenMs ??= performance.now();
        yield content;
      }
    }
    return false;
  };
  if (yield* read(decoder.push(stream.first.toString('utf8')))) return void (meter.outcome = 'ok');
  const seconds = stream.idleTimeoutMs / 1000;
  const chunks = stream.body[Symbol.asyncIterator]();
  for (;;) {
    // Timed only while waiting on the server, so a slow reader is never taken for a quiet server.
    const idle = setTimeout(
      () => stream.body.destroy(new ServerFailed(`The AI server sent nothing for ${seconds} s`)),
      stream.idleTimeoutMs,
    );
    const next = await chunks
      .next()
      .catch((err: unknown) => {
        if (err instanceof ServerFailed || signal.aborted) throw err;
        throw new ServerFailed('The AI server stopped answering mid-stream');
      })
      .finally(() => clearTimeout(idle));
    if (next.done || signal.aborted) break;
    if (yield* read(decoder.push((next.value as Buffer).toString('utf8'))))
      return void (meter.outcome = 'ok');
  }
  if (signal.aborted) return;
  if (yield* read(decoder.end())) return void (meter.outcome = 'ok');
  throw new ServerFailed('The AI server ended the stream before it was complete');
}
