import { randomBytes } from 'node:crypto';
import { JsonResult, parseJson, Usage } from '../../adapters/runtime-adapter';
import { OpenAiToolCall } from '../messages/messages-answer';
import { ResponsesCall } from './responses-request';

const hex = () => randomBytes(12).toString('hex');
export const responseId = () => `resp_${hex()}`;
export const messageItemId = () => `msg_${hex()}`;
export const functionItemId = () => `fc_${hex()}`;
export const callIdOf = (id: unknown): string =>
  typeof id === 'string' && id ? id : `call_${hex()}`;

export type ResponseStatus = 'in_progress' | 'completed' | 'incomplete' | 'failed';

/** The Responses API's usage from the server's counts (zero when it reported none). */
export function responseUsage(usage: Usage | null) {
  const input = usage?.promptTokens ?? 0;
  const output = usage?.completionTokens ?? 0;
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
}

export const seconds = (ms: number) => Math.floor(ms / 1000);

export interface ResponseState {
  id: string;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds, once completed. */
  completedAt?: number;
  status: ResponseStatus;
  output: unknown[];
  usage: Usage | null;
  /** Set when the status is failed. */
  error?: string;
}

/** The `response` object, as OpenAI writes it (the request's settings echoed). */
export function responseObject(call: ResponsesCall, state: ResponseState) {
  const done = state.status !== 'in_progress';
  return {
    id: state.id,
    object: 'response',
    created_at: state.createdAt,
    status: state.status,
    completed_at: state.status === 'completed' ? (state.completedAt ?? state.createdAt) : null,
    background: false,
    error: state.error ? { code: 'server_error', message: state.error } : null,
    incomplete_details:
      state.status === 'incomplete' ? { reason: 'max_output_tokens' as const } : null,
    model: call.model,
    output: state.output,
    previous_response_id: null,
    reasoning: { effort: null, summary: null },
    service_tier: 'default',
    store: false,
    ...call.echo,
    // The spec's `usage` is an object: absent until the answer is done.
    ...(done && state.status !== 'failed' ? { usage: responseUsage(state.usage) } : {}),
  };
}

export function outputText(text: string) {
  return { type: 'output_text', text, annotations: [], logprobs: [] };
}

interface OpenAiChoice {
  message?: { content?: unknown; tool_calls?: OpenAiToolCall[] };
  finish_reason?: unknown;
}

/** An adapter's chat.completion (OpenAI's shape) as the Responses API's `response`. */
export function responseResult(
  result: JsonResult,
  call: ResponsesCall,
  nowMs: () => number,
): JsonResult {
  const now = seconds(nowMs());
  const answer = parseJson(result.body) as { choices?: OpenAiChoice[] } | undefined;
  const choice = answer?.choices?.[0] ?? {};
  const text = typeof choice.message?.content === 'string' ? choice.message.content : '';
  const calls = choice.message?.tool_calls ?? [];
  const status: ResponseStatus = choice.finish_reason === 'length' ? 'incomplete' : 'completed';
  const output: unknown[] = [];
  if (text || calls.length === 0)
    output.push({
      id: messageItemId(),
      type: 'message',
      status,
      role: 'assistant',
      content: [outputText(text)],
    });
  for (const toolCall of calls)
    output.push({
      id: functionItemId(),
      type: 'function_call',
      status: 'completed',
      call_id: callIdOf(toolCall.id),
      name: String(toolCall.function?.name ?? ''),
      arguments: String(toolCall.function?.arguments ?? ''),
    });
  const body = responseObject(call, {
    id: responseId(),
    createdAt: now,
    completedAt: now,
    status,
    output,
    usage: result.usage,
  });
  return { ...result, body: JSON.stringify(body) };
}
