import { ServiceError } from '../http/service-error';

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionRequest {
  model: string;
  messages: ChatTurn[];
  temperature: number;
}

export interface RuntimeProbe {
  reachable: boolean;
  /** Model names the runtime has, when it answered. */
  models?: string[];
  /** Why it is not reachable (connection refused, timeout, HTTP status). */
  detail?: string;
}

/** A model server the chat service talks to: Ollama, or anything speaking OpenAI's chat API. */
export interface ModelRuntime {
  readonly kind: 'ollama' | 'openai';
  /** Human name used in messages: "Ollama" or "The OpenAI-compatible server". */
  readonly displayName: string;
  readonly baseUrl: string;
  /** The whole answer of one non-streamed chat completion. */
  complete(request: ChatCompletionRequest, signal?: AbortSignal): Promise<string>;
  /** Lists models; never throws (health and doctor must answer when the runtime is down). */
  probe(timeoutMs: number): Promise<RuntimeProbe>;
  /** How to start this runtime, for the 503 message. */
  readonly startHint: string;
}

export const MODEL_RUNTIME_UNREACHABLE = 'MODEL_RUNTIME_UNREACHABLE';
export const MODEL_NOT_FOUND = 'MODEL_NOT_FOUND';
export const MODEL_RUNTIME_ERROR = 'MODEL_RUNTIME_ERROR';
export const MODEL_RUNTIME_TIMEOUT = 'MODEL_RUNTIME_TIMEOUT';

export function unreachableError(runtime: ModelRuntime): ServiceError {
  return new ServiceError(
    503,
    MODEL_RUNTIME_UNREACHABLE,
    `${runtime.displayName} is not reachable at ${runtime.baseUrl}. ${runtime.startHint}`,
  );
}

export function timeoutError(runtime: ModelRuntime, timeoutMs: number): ServiceError {
  return new ServiceError(
    504,
    MODEL_RUNTIME_TIMEOUT,
    `${runtime.displayName} at ${runtime.baseUrl} did not answer within ${Math.round(timeoutMs / 1000)} s. ` +
      'A first answer loads the model into memory; try again, or use a smaller model.',
  );
}

/** True when fetch failed before any HTTP answer (refused, DNS, reset): the runtime is down. */
export function isConnectionFailure(err: unknown): boolean {
  return err instanceof TypeError && (err as { cause?: unknown }).cause !== undefined;
}

export function isTimeout(err: unknown): boolean {
  return err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/** Probes a runtime by GET url; the body is parsed by `names`. Never throws. */
export async function probeJson(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  names: (body: unknown) => string[],
): Promise<RuntimeProbe> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!res.ok) return { reachable: false, detail: `HTTP ${res.status}` };
    try {
      return { reachable: true, models: names(JSON.parse(text)) };
    } catch {
      return { reachable: true, models: [] };
    }
  } catch (err) {
    if (isTimeout(err)) return { reachable: false, detail: `no answer within ${timeoutMs} ms` };
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { reachable: false, detail: cause?.code ?? cause?.message ?? (err as Error).message };
  }
}

/** The runtime's own error text from {"error":"…"} or {"error":{"message":"…"}} or {"message":…}. */
export function runtimeErrorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    const nested = (parsed.error as { message?: unknown } | undefined)?.message;
    if (typeof nested === 'string') return nested;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: use the text itself
  }
  return body.trim().slice(0, 300) || 'no details';
}
