import { randomBytes } from 'node:crypto';
import { ChatRequest } from '../edge/chat-request';
import { CompletionRequest } from '../edge/completion-request';
import { EmbeddingsRequest } from '../edge/embeddings-request';
import { GatewayErrors } from '../edge/openai-errors';
import { ollamaUsage, openAiUsage } from './ollama-counts';
import { GenerateChunkDecoder, generateResult, toOllamaGenerate } from './ollama-generate';
import { OllamaLineDecoder } from './ollama-lines';
import { toOllamaChat } from './ollama-messages';
import {
  count,
  JsonResult,
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
    const usage = ollamaUsage(answer);
    const body = {
      id: completionId(),
      object: 'chat.completion',
      created: Math.floor(this.nowMs() / 1000),
      model,
      choices: [
        {
          index: 0,
          // OpenAI's spec requires `refusal` and `logprobs` (null here, as OpenAI sends them).
          message: {
            role: 'assistant',
            content,
            refusal: null,
            ...(toolCalls ? { tool_calls: toolCalls } : {}),
          },
          logprobs: null,
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

  completion(request: CompletionRequest, stream: boolean): UpstreamRequest {
    return { path: '/api/generate', body: JSON.stringify(toOllamaGenerate(request, stream)) };
  }

  completionResult(raw: string, model: string): JsonResult {
    return generateResult(raw, model, Math.floor(this.nowMs() / 1000));
  }

  completionStream(model: string): StreamDecoder {
    return new GenerateChunkDecoder(model, Math.floor(this.nowMs() / 1000));
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

class NdjsonChunkDecoder extends OllamaLineDecoder<OllamaChat> {
  private readonly id = completionId();
  private first = true;
  private toolCalls = false;

  constructor(
    private readonly model: string,
    private readonly created: number,
  ) {
    super();
  }

  private chunk(delta: object, finishReason: string | null, usage?: Usage): string {
    return JSON.stringify({
      id: this.id,
      object: 'chat.completion.chunk',
      created: this.created,
      model: this.model,
      choices: usage ? [] : [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(usage ? { usage: openAiUsage(usage) } : {}),
    });
  }

  protected decode(data: OllamaChat): StreamItem[] {
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
    return [...items, ...this.closing(data, (usage) => this.chunk({}, null, usage))];
  }
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
