import { randomBytes } from 'node:crypto';
import { JsonResult, parseJson, Usage } from '../../adapters/runtime-adapter';

/** A tool call of an OpenAI answer (whole, or as a streamed fragment). */
export interface OpenAiToolCall {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

interface OpenAiChoice {
  message?: { content?: unknown; tool_calls?: OpenAiToolCall[] };
  finish_reason?: unknown;
  /** vLLM's extra: the stop string that ended the answer. */
  stop_reason?: unknown;
}

export function messageId(): string {
  return `msg_${randomBytes(12).toString('hex')}`;
}

export function toolUseId(id: unknown): string {
  return typeof id === 'string' && id ? id : `toolu_${randomBytes(12).toString('hex')}`;
}

/**
 * Anthropic's `stop_reason` (and `stop_sequence`) for OpenAI's `finish_reason`: a tool call is
 * `tool_use`; a stop on one of the caller's sequences names it when the server says which one
 * (vLLM's `stop_reason`), else it is `end_turn`.
 */
export function stopOf(
  finishReason: unknown,
  matched: unknown,
  stopSequences: readonly string[],
  toolCalls: boolean,
): { stop_reason: string; stop_sequence: string | null } {
  if (toolCalls || finishReason === 'tool_calls')
    return { stop_reason: 'tool_use', stop_sequence: null };
  if (finishReason === 'length') return { stop_reason: 'max_tokens', stop_sequence: null };
  if (finishReason === 'content_filter') return { stop_reason: 'refusal', stop_sequence: null };
  if (typeof matched === 'string' && stopSequences.includes(matched))
    return { stop_reason: 'stop_sequence', stop_sequence: matched };
  return { stop_reason: 'end_turn', stop_sequence: null };
}

/** Anthropic's usage from the server's counts (zero when it reported none: metered as estimated). */
export function anthropicUsage(usage: Usage | null) {
  return {
    input_tokens: usage?.promptTokens ?? 0,
    output_tokens: usage?.completionTokens ?? 0,
    cache_creation_input_tokens: null,
    cache_read_input_tokens: null,
  };
}

export function toolInput(args: unknown): unknown {
  if (typeof args !== 'string' || !args.trim()) return {};
  const parsed = parseJson(args);
  return parsed !== null && typeof parsed === 'object' ? parsed : {};
}

/** An adapter's chat.completion (OpenAI's shape) as Anthropic's `message`. */
export function messageResult(
  result: JsonResult,
  model: string,
  stopSequences: readonly string[],
): JsonResult {
  const answer = parseJson(result.body) as { choices?: OpenAiChoice[] } | undefined;
  const choice = answer?.choices?.[0] ?? {};
  const text = typeof choice.message?.content === 'string' ? choice.message.content : '';
  const calls = choice.message?.tool_calls ?? [];
  const content: unknown[] = text ? [{ type: 'text', text }] : [];
  for (const call of calls)
    content.push({
      type: 'tool_use',
      id: toolUseId(call.id),
      name: String(call.function?.name ?? ''),
      input: toolInput(call.function?.arguments),
    });
  const body = {
    id: messageId(),
    type: 'message',
    role: 'assistant',
    model,
    content,
    ...stopOf(choice.finish_reason, choice.stop_reason, stopSequences, calls.length > 0),
    usage: anthropicUsage(result.usage),
  };
  return { ...result, body: JSON.stringify(body) };
}
