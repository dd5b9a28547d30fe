import { ChatRequest } from '../edge/chat-request';
import { CompletionRequest } from '../edge/completion-request';
import { EmbeddingsRequest } from '../edge/embeddings-request';
import {
  count,
  JsonResult,
  LineSplitter,
  parseJson,
  RuntimeAdapter,
  StreamDecoder,
  StreamItem,
  Usage,
  UpstreamRequest,
} from './runtime-adapter';

/**
 * vLLM and any OpenAI-compatible server (protocols.md §2): the request goes as the caller sent
 * it, except that a stream always asks for usage, so the count is the server's own; the caller
 * who did not ask never sees that chunk (stream-relay.ts).
 */
export class OpenAiCompatibleAdapter implements RuntimeAdapter {
  /** `prefix`: '' when the registered URL already ends in /v1, else '/v1'. */
  constructor(private readonly prefix: string) {}

  chat(request: ChatRequest, stream: boolean): UpstreamRequest {
    return { path: `${this.prefix}/chat/completions`, body: asksForUsage(request, stream) };
  }

  chatResult(raw: string): JsonResult {
    const parsed = parseJson(raw) as
      { usage?: unknown; choices?: { message?: { content?: unknown } }[] } | undefined;
    const content = parsed?.choices?.[0]?.message?.content;
    return {
      body: withSpecNulls(parsed) ?? raw,
      usage: usageOf(parsed?.usage),
      chars: typeof content === 'string' ? content.length : 0,
    };
  }

  chatStream(): StreamDecoder {
    return new SseChunkDecoder();
  }

  completion(request: CompletionRequest, stream: boolean): UpstreamRequest {
    return { path: `${this.prefix}/completions`, body: asksForUsage(request, stream) };
  }

  completionResult(raw: string): JsonResult {
    const parsed = parseJson(raw) as
      { usage?: unknown; choices?: { text?: unknown }[] } | undefined;
    const chars = (parsed?.choices ?? []).reduce(
      (sum, choice) => sum + (typeof choice?.text === 'string' ? choice.text.length : 0),
      0,
    );
    return { body: raw, usage: usageOf(parsed?.usage), chars };
  }

  /** Text completion chunks carry `choices[].text`, which the decoder counts as well. */
  completionStream(): StreamDecoder {
    return new SseChunkDecoder();
  }

  embeddings(request: EmbeddingsRequest): UpstreamRequest {
    return { path: `${this.prefix}/embeddings`, body: JSON.stringify(request) };
  }

  embeddingsResult(raw: string): JsonResult {
    const parsed = parseJson(raw) as { usage?: unknown } | undefined;
    return { body: raw, usage: usageOf(parsed?.usage, true), chars: 0 };
  }

  errorMessage(raw: string): string {
    const parsed = parseJson(raw) as { error?: unknown; message?: unknown } | undefined;
    const error = parsed?.error;
    if (typeof error === 'string') return error;
    if (error && typeof (error as { message?: unknown }).message === 'string')
      return (error as { message: string }).message;
    if (typeof parsed?.message === 'string') return parsed.message;
    return raw.slice(0, 200) || 'no details';
  }
}

/** The request as sent, except that a stream always asks for usage (the server's own count). */
function asksForUsage(request: ChatRequest | CompletionRequest, stream: boolean): string {
  const body = stream
    ? {
        ...request,
        stream: true,
        stream_options: { ...request.stream_options, include_usage: true },
      }
    : { ...request, stream: false };
  return JSON.stringify(body);
}

/** OpenAI usage, or null when absent or malformed. Embeddings have no completion tokens. */
export function usageOf(value: unknown, embeddings = false): Usage | null {
  if (!value || typeof value !== 'object') return null;
  const { prompt_tokens, completion_tokens } = value as Record<string, unknown>;
  const prompt = count(prompt_tokens);
  const completion = embeddings ? 0 : count(completion_tokens);
  if (prompt === undefined || completion === undefined) return null;
  return { promptTokens: prompt, completionTokens: completion };
}

/** SSE in (data lines, blank line ends an event), OpenAI chunks out. */
class SseChunkDecoder implements StreamDecoder {
  private readonly lines = new LineSplitter();
  private data: string[] = [];

  push(text: string): StreamItem[] {
    return this.read(this.lines.push(text));
  }

  end(): StreamItem[] {
    return this.read([...this.lines.end(), '']);
  }

  private read(lines: string[]): StreamItem[] {
    const items: StreamItem[] = [];
    for (const line of lines) {
      if (line === '') {
        if (this.data.length) items.push(decodeEvent(this.data.join('\n')));
        this.data = [];
      } else if (line.startsWith('data:')) {
        this.data.push(line.charCodeAt(5) === 32 ? line.slice(6) : line.slice(5));
      }
    }
    return items;
  }
}

interface Chunk {
  choices?: {
    delta?: { content?: unknown; tool_calls?: { function?: { arguments?: unknown } }[] };
    /** A text completion's chunk. */
    text?: unknown;
  }[];
  usage?: unknown;
  error?: unknown;
}

function decodeEvent(data: string): StreamItem {
  if (data === '[DONE]') return { kind: 'done' };
  const chunk = parseJson(data) as Chunk | undefined;
  if (!chunk || typeof chunk !== 'object') {
    return { kind: 'error', message: 'The AI server sent an unreadable stream event' };
  }
  if (chunk.error !== undefined) {
    const { error } = chunk;
    const message =
      typeof error === 'string'
        ? error
        : String((error as { message?: unknown })?.message ?? 'unknown error');
    return { kind: 'error', message: `The AI server failed mid-stream: ${message}` };
  }
  const chars = generatedChars(chunk);
  if (chunk.usage == null) return { kind: 'chunk', data, chars };
  const usage = usageOf(chunk.usage) ?? undefined;
  const usageOnly = !chunk.choices || chunk.choices.length === 0;
  return { kind: 'chunk', data, chars, usage, usageOnly };
}

function generatedChars(chunk: Chunk): number {
  let chars = 0;
  for (const choice of chunk.choices ?? []) {
    if (typeof choice.text === 'string') chars += choice.text.length;
    const { content, tool_calls } = choice.delta ?? {};
    if (typeof content === 'string') chars += content.length;
    for (const call of tool_calls ?? []) {
      const args = call.function?.arguments;
      if (typeof args === 'string') chars += args.length;
    }
  }
  return chars;
}

/**
 * OpenAI's spec requires `choices[].logprobs` and `message.refusal` (null when there are none);
 * some OpenAI-compatible servers leave them out. The answer with them added, or undefined when it
 * had them (then passed on byte for byte).
 */
function withSpecNulls(answer: unknown): string | undefined {
  const choices = (answer as { choices?: unknown } | undefined)?.choices;
  if (!Array.isArray(choices)) return undefined;
  let changed = false;
  for (const choice of choices as Record<string, unknown>[]) {
    if (!choice || typeof choice !== 'object') continue;
    if (!('logprobs' in choice)) {
      choice.logprobs = null;
      changed = true;
    }
    const message = choice.message as Record<string, unknown> | undefined;
    if (message && typeof message === 'object' && !('refusal' in message)) {
      message.refusal = null;
      changed = true;
    }
  }
  return changed ? JSON.stringify(answer) : undefined;
}
