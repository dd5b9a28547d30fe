import { randomBytes } from 'node:crypto';
import { CompletionRequest } from '../edge/completion-request';
import { GatewayErrors } from '../edge/openai-errors';
import { ollamaUsage, openAiUsage } from './ollama-counts';
import { OllamaLine, OllamaLineDecoder } from './ollama-lines';
import { ollamaOptions } from './ollama-options';
import { JsonResult, parseJson, StreamItem, Usage } from './runtime-adapter';

/** One line (or the whole answer) of Ollama's /api/generate. */
interface OllamaGenerate extends OllamaLine {
  response?: unknown;
  done_reason?: unknown;
}

/** A legacy completion as Ollama's native POST /api/generate body (`suffix`: fill-in-the-middle). */
export function toOllamaGenerate(
  request: CompletionRequest,
  stream: boolean,
): Record<string, unknown> {
  const prompts = typeof request.prompt === 'string' ? [request.prompt] : request.prompt;
  if (prompts.length !== 1)
    throw GatewayErrors.invalid(
      'This model’s servers (Ollama) take one prompt a request',
      'prompt',
    );
  if (request.echo === true)
    throw GatewayErrors.invalid('This model’s servers (Ollama) cannot echo the prompt', 'echo');
  const body: Record<string, unknown> = {
    model: request.model,
    prompt: prompts[0],
    stream,
    options: ollamaOptions(request),
  };
  if (request.suffix !== undefined && request.suffix !== null) body.suffix = request.suffix;
  return body;
}

/** Ollama's whole answer as OpenAI's `text_completion`. */
export function generateResult(raw: string, model: string, created: number): JsonResult {
  const answer = (parseJson(raw) ?? {}) as OllamaGenerate;
  const text = typeof answer.response === 'string' ? answer.response : '';
  const usage = ollamaUsage(answer);
  const body = {
    id: completionId(),
    object: 'text_completion',
    created,
    model,
    choices: [{ index: 0, text, logprobs: null, finish_reason: finishReason(answer) }],
    ...(usage ? { usage: openAiUsage(usage) } : {}),
  };
  return { body: JSON.stringify(body), usage, chars: text.length };
}

/** Ollama's NDJSON lines in, OpenAI's `text_completion` chunks out (usage last, then done). */
export class GenerateChunkDecoder extends OllamaLineDecoder<OllamaGenerate> {
  private readonly id = completionId();

  constructor(
    private readonly model: string,
    private readonly created: number,
  ) {
    super();
  }

  private chunk(text: string, finishReason: string | null, usage?: Usage): string {
    return JSON.stringify({
      id: this.id,
      object: 'text_completion',
      created: this.created,
      model: this.model,
      choices: usage ? [] : [{ index: 0, text, logprobs: null, finish_reason: finishReason }],
      ...(usage ? { usage: openAiUsage(usage) } : {}),
    });
  }

  protected decode(data: OllamaGenerate): StreamItem[] {
    const text = typeof data.response === 'string' ? data.response : '';
    const items: StreamItem[] = [];
    if (text) items.push({ kind: 'chunk', data: this.chunk(text, null), chars: text.length });
    if (!data.done) return items;
    items.push({ kind: 'chunk', data: this.chunk('', finishReason(data)), chars: 0 });
    return [...items, ...this.closing(data, (usage) => this.chunk('', null, usage))];
  }
}

function finishReason(answer: OllamaGenerate): string {
  return answer.done_reason === 'length' ? 'length' : 'stop';
}

function completionId(): string {
  return `cmpl-${randomBytes(12).toString('hex')}`;
}
