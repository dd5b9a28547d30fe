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
import { withTimeout } from './ollama-runtime';

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
  error?: unknown;
}

/** Any OpenAI-compatible server (vLLM): POST {base}/chat/completions, GET {base}/models. */
export class OpenAiCompatibleRuntime implements ModelRuntime {
  readonly kind = 'openai';
  readonly displayName = 'The OpenAI-compatible model server';
  readonly startHint =
    'Start it (for vLLM: `vllm serve <model> --port 8000`), or set OPENAI_BASE_URL to where it runs.';

  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    private readonly timeoutMs: number,
  ) {}

  private headers(): Record<string, string> {
    return this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {};
  }

  async complete(request: ChatCompletionRequest, signal?: AbortSignal): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...this.headers(),
        },
        body: JSON.stringify({
          model: request.model,
          messages: request.messages,
          temperature: request.temperature,
          stream: false,
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
    let body: CompletionBody;
    try {
      body = JSON.parse(text) as CompletionBody;
    } catch {
      throw new ServiceError(
        502,
        MODEL_RUNTIME_ERROR,
        `${this.displayName} answered with something that is not JSON.`,
      );
    }
    const content = body.choices?.[0]?.message?.content;
    if (body.error !== undefined || typeof content !== 'string') {
      throw new ServiceError(
        502,
        MODEL_RUNTIME_ERROR,
        `${this.displayName} answered without a message: ${runtimeErrorText(text)}`,
      );
    }
    return content;
  }

  probe(timeoutMs: number): Promise<RuntimeProbe> {
    return probeJson(`${this.baseUrl}/models`, this.headers(), timeoutMs, (body) =>
      ((body as { data?: { id?: unknown }[] }).data ?? [])
        .map((model) => model.id)
        .filter((id): id is string => typeof id === 'string'),
    );
  }

  private httpError(status: number, body: string, model: string): ServiceError {
    const detail = runtimeErrorText(body);
    if (status === 401 || status === 403) {
      return new ServiceError(
        502,
        MODEL_RUNTIME_ERROR,
        `${this.displayName} at ${this.baseUrl} refused the API key (HTTP ${status}). Set OPENAI_API_KEY to the key it was started with.`,
      );
    }
    if (status === 404 && /model/i.test(detail)) {
      return new ServiceError(
        503,
        MODEL_NOT_FOUND,
        `${this.displayName} does not serve the model ${model}: ${detail}. Set MODEL_NAME to the model it serves.`,
      );
    }
    return new ServiceError(
      502,
      MODEL_RUNTIME_ERROR,
      `${this.displayName} could not answer (HTTP ${status}): ${detail}`,
    );
  }
}
