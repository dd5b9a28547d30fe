import { ServiceError } from '../http/service-error';
import {
  MODEL_NOT_FOUND,
  MODEL_RUNTIME_ERROR,
  probeJson,
  type ChatCompletionRequest,
  type ModelRuntime,
  type RuntimeProbe,
} from './model-runtime';
import { completeOverHttp } from './runtime-client';

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

  complete(request: ChatCompletionRequest, signal?: AbortSignal): Promise<string> {
    const { model } = request;
    return completeOverHttp(
      this,
      this.timeoutMs,
      {
        url: `${this.baseUrl}/chat/completions`,
        headers: this.headers(),
        body: {
          model,
          messages: request.messages,
          temperature: request.temperature,
          stream: false,
        },
        answerOf: (json) =>
          (json as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
            ?.content,
        httpError: (status, detail) => this.httpError(status, detail, model),
      },
      signal,
    );
  }

  probe(timeoutMs: number): Promise<RuntimeProbe> {
    return probeJson(`${this.baseUrl}/models`, this.headers(), timeoutMs, (body) =>
      ((body as { data?: { id?: unknown }[] }).data ?? [])
        .map((model) => model.id)
        .filter((id): id is string => typeof id === 'string'),
    );
  }

  private httpError(status: number, detail: string, model: string): ServiceError | undefined {
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
    return undefined;
  }
}
