import { randomBytes } from 'node:crypto';
import { ChatRequest } from '../edge/chat-request';
import { EmbeddingsRequest } from '../edge/embeddings-request';
import { GatewayErrors } from '../edge/openai-errors';
import { toOllamaChat } from './ollama-messages';
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

/** One line (or the whole answer) of Ollama's /api/chat. */
interface OllamaChat {
  message?: {
    content?: unknown;
    tool_calls?: { function?: { name?: unknown; arguments?: unknown } }[];
  };
  done?: boolean;
  done_reason?: unknown;
  prompt_eval_count?: unknown;
  eval_count?: unknown;
  error?: unknown;
}

/**
 * Ollama through its native API, translated both ways: the counts are Ollama's own
 * `prompt_eval_count` / `eval_count` (the /v1 layer of older versions dropped usage on streams).
 * Both counts are `omitempty` in Ollama's source: one of them missing is a zero, both missing is
 * "reported nothing" (an estimate then).
 */
export class OllamaAdapter implements RuntimeAdapter {
  /** `nowMs`: the clock that dates the answers (`created`). */
  constructor(private readonly nowMs: () => number) {}

  chat(request: ChatRequest, stream: boolean): UpstreamRequest {
    return { path: '/api/chat', body: JSON.stringify(toOllamaChat(request, stream)) };
  }

  chatResult(raw: string, model: string): JsonResult {
    const answer = (parseJson(raw) ?? {}) as OllamaChat;
    const content = typeof answer.message?.content === 'string' ? answer.message.content : '';
    const toolCalls = toolCallsOf(answer);
    const usage = usageOf(answer);
    const body = {
      id: completionId(),
      object: 'chat.completion',
      created: Math.floor(this.nowMs() / 1000),
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
          finish_reason: finishReason(answer, toolCalls !== undefined),
        },
      ],
      ...(usage ? { usage: openAiUsage(usage) } : {}),
    };
    return { body: JSON.stringify(body), usage, chars: content.length };
  }

  chatStream(model: string): StreamDecoder {
    return new NdjsonChunkDecoder(model, Math.floor(this.nowMs() / 1000));
  }

  embeddings(request: EmbeddingsRequest): UpstreamRequest {
    const input = request.input;
    if (typeof input !== 'string' && !input.every((item) => typeof item === 'string'))
      throw GatewayErrors.invalid('This model takes text input, not token arrays', 'input');
    const body: Record<string, unknown> = { model: request.model, input };
    if (request.dimensions) body.dimensions = request.dimensions;
    return { path: '/api/embed', body: JSON.stringify(body) };
  }

  embeddingsResult(raw: string, request: EmbeddingsRequest): JsonResult {
    const answer = (parseJson(raw) ?? {}) as { embeddings?: unknown; prompt_eval_count?: unknown };
    const vectors = Array.isArray(answer.embeddings) ? (answer.embeddings as number[][]) : [];
    const prompt = count(answer.prompt_eval_count);
    const base64 = request.encoding_format === 'base64';
    const body = {
      object: 'list',
      data: vectors.map((vector, index) => ({
        object: 'embedding',
        index,
        embedding: base64
          ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
          : vector,
      })),
      model: request.model,
      usage: { prompt_tokens: prompt ?? 0, total_tokens: prompt ?? 0 },
    };
    const usage = prompt === undefined ? null : { promptTokens: prompt, completionTokens: 0 };
    return { body: JSON.stringify(body), usage, chars: 0 };
  }

  errorMessage(raw: string): string {
    const error = (parseJson(raw) as { error?: unknown } | undefined)?.error;
    return typeof error === 'string' ? error : raw.slice(0, 200) || 'no details';
  }
}

class NdjsonChunkDecoder implements StreamDecoder {
  private readonly lines = new LineSplitter();
  private readonly id = completionId();
  private first = true;
  private toolCalls = false;

  constructor(
    private readonly model: string,
    private readonly created: number,
  ) {}

  push(text: string): StreamItem[] {
    return this.lines.push(text).flatMap((line) => this.line(line));
  }

  end(): StreamItem[] {
    return this.lines.end().flatMap((line) => this.line(line));
  }

  private chunk(delta: object, finishReason: string | null, usage?: Usage): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      choices: usage ? [] : [{ index: 0, delta, finish_reason: finishReason }],
      ...(usage ? { usage: openAiUsage(usage) } : {}),
    });
  }

  private line(line: string): StreamItem[] {
    if (!line.trim()) return [];
    const data = parseJson(line) as OllamaChat | undefined;
    if (!data || typeof data !== 'object')
      return [{ kind: 'error', message: 'The AI server sent an unreadable stream line' }];
    // Mid-stream failures keep status 200 and arrive as a last {"error": ...} line.
    if (data.error !== undefined)
      return [{ kind: 'error', message: `The AI server failed mid-stream: ${String(data.error)}` }];
    const items: StreamItem[] = [];
    const content = typeof data.message?.content === 'string' ? data.message.content : '';
    const toolCalls = toolCallsOf(data);
    if (content || toolCalls || this.first) {
      const delta: Record<string, unknown> = this.first
        ? { role: 'assistant', content }
        : { content };
      if (toolCalls) {
        this.toolCalls = true;
        delta.tool_calls = toolCalls.map((call, index) => ({ index, ...call }));
      }
      this.first = false;
      const chars = content.length + (toolCalls ? JSON.stringify(toolCalls).length : 0);
      items.push({ kind: 'chunk', data: this.chunk(delta, null), chars });
    }
    if (!data.done) return items;
    items.push({
      kind: 'chunk',
      data: this.chunk({}, finishReason(data, this.toolCalls)),
      chars: 0,
    });
    const usage = usageOf(data);
    if (usage)
      items.push({
        kind: 'chunk',
        data: this.chunk({}, null, usage),
        chars: 0,
        usage,
        usageOnly: true,
      });
    items.push({ kind: 'done' });
    return items;
  }
}

function usageOf(answer: OllamaChat): Usage | null {
  const prompt = count(answer.prompt_eval_count);
  const completion = count(answer.eval_count);
  if (prompt === undefined && completion === undefined) return null;
  return { promptTokens: prompt ?? 0, completionTokens: completion ?? 0 };
}

function openAiUsage({ promptTokens, completionTokens }: Usage) {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function toolCallsOf(answer: OllamaChat) {
  const calls = answer.message?.tool_calls;
  if (!Array.isArray(calls) || calls.length === 0) return undefined;
  return calls.map((call) => ({
    id: `call_${randomBytes(6).toString('hex')}`,
    type: 'function',
    function: {
      name: String(call.function?.name ?? ''),
      arguments: JSON.stringify(call.function?.arguments ?? {}),
    },
  }));
}

function finishReason(answer: OllamaChat, toolCalls: boolean): string {
  if (toolCalls) return 'tool_calls';
  return answer.done_reason === 'length' ? 'length' : 'stop';
}

function completionId(): string {
  return `chatcmpl-${randomBytes(12).toString('hex')}`;
}
