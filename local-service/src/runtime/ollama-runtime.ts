import { ServiceError } from '../http/service-error';
import {
  isConnectionFailure,
  isTimeout,
  MODEL_NOT_FOUND,
  MODEL_RUNTIME_ERROR,
  probeJson,
  runtimeErrorText,
  timeoutError,
  unreachableError,
  type ChatCompletionRequest,
  type ModelRuntime,
  type RuntimeProbe,
} from './model-runtime';

interface OllamaChatResponse {
  message?: { content?: unknown };
  error?: unknown;
}

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

  async complete(request: ChatCompletionRequest, signal?: AbortSignal): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          model: request.model,
          messages: request.messages,
          stream: false,
          options: { temperature: request.temperature },
        }),
        signal: withTimeout(this.timeoutMs, signal),
      });
    } catch (err) {
      if (isTimeout(err)) throw timeoutError(this, this.timeoutMs);
      if (isConnectionFailure(err)) throw unreachableError(this);
      throw err;
    }
    const text = await res.text();
    if (!res.ok) throw this.httpError(res.status, text, request.model);
    let body: OllamaChatResponse;
    try {
      body = JSON.parse(text) as OllamaChatResponse;
    } catch {
      throw new ServiceError(
        502,
        MODEL_RUNTIME_ERROR,
        'Ollama answered with something that is not JSON.',
      );
    }
    if (body.error !== undefined) throw this.httpError(500, text, request.model);
    if (typeof body.message?.content !== 'string') {
      throw new ServiceError(502, MODEL_RUNTIME_ERROR, 'Ollama answered without a message.');
    }
    return body.message.content;
  }

  probe(timeoutMs: number): Promise<RuntimeProbe> {
    return probeJson(`${this.baseUrl}/api/tags`, {}, timeoutMs, (body) =>
      ((body as { models?: { name?: unknown }[] }).models ?? [])
        .map((model) => model.name)
        .filter((name): name is string => typeof name === 'string'),
    );
  }

  private httpError(status: number, body: string, model: string): ServiceError {
    const detail = runtimeErrorText(body);
    if (status === 404 && /not found/i.test(detail)) {
      return new ServiceError(
        503,
        MODEL_NOT_FOUND,
        `Ollama does not have the model ${model}. Download it with \`ironkeep pull ${model}\` (or \`ollama pull ${model}\`).`,
      );
    }
    return new ServiceError(
      502,
      MODEL_RUNTIME_ERROR,
      `Ollama could not answer (HTTP ${status}): ${detail}`,
    );
  }
}

/** The runtime timeout, cut short when the caller (a closed browser tab) gives up first. */
export function withTimeout(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}

/** Ollama names default to the "latest" tag: "llama3.2" and "llama3.2:latest" are one model. */
export function sameOllamaModel(a: string, b: string): boolean {
  const full = (name: string) => (name.includes(':') ? name : `${name}:latest`);
  return full(a) === full(b);
}
