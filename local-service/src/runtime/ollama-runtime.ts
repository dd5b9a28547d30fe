import { ServiceError } from '../http/service-error';
import {
  MODEL_NOT_FOUND,
  probeJson,
  type ChatCompletionRequest,
  type ModelRuntime,
  type RuntimeProbe,
} from './model-runtime';
import { completeOverHttp } from './runtime-client';

/** Ollama's native API: POST /api/chat (non-streamed), GET /api/tags. */
export class OllamaRuntime implements ModelRuntime {
  readonly kind = 'ollama';
  readonly displayName = 'Ollama';
  readonly startHint =
    'Start it with `ollama serve` (or `docker compose up -d ollama`), or set OLLAMA_URL to where it runs.';

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  complete(request: ChatCompletionRequest, signal?: AbortSignal): Promise<string> {
    const { model } = request;
    return completeOverHttp(
      this,
      this.timeoutMs,
      {
        url: `${this.baseUrl}/api/chat`,
        body: {
          model,
          messages: request.messages,
          stream: false,
          options: { temperature: request.temperature },
        },
        answerOf: (json) => (json as { message?: { content?: unknown } }).message?.content,
        httpError: (status, detail) => this.httpError(status, detail, model),
      },
      signal,
    );
  }

  probe(timeoutMs: number): Promise<RuntimeProbe> {
    return probeJson(`${this.baseUrl}/api/tags`, {}, timeoutMs, (body) =>
      ((body as { models?: { name?: unknown }[] }).models ?? [])
        .map((model) => model.name)
        .filter((name): name is string => typeof name === 'string'),
    );
  }

  private httpError(status: number, detail: string, model: string): ServiceError | undefined {
    if (status === 404 && /not found/i.test(detail)) {
      return new ServiceError(
        503,
        MODEL_NOT_FOUND,
        `Ollama does not have the model ${model}. Download it with \`ironkeep pull ${model}\` (or \`ollama pull ${model}\`).`,
      );
    }
    return undefined;
  }
}

/** Ollama names default to the "latest" tag: "llama3.2" and "llama3.2:latest" are one model. */
export function sameOllamaModel(a: string, b: string): boolean {
  const full = (name: string) => (name.includes(':') ? name : `${name}:latest`);
  return full(a) === full(b);
}
