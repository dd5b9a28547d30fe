import { ServiceError } from '../http/service-error';
import {
  isConnectionFailure,
  isTimeout,
  MODEL_RUNTIME_ERROR,
  runtimeErrorText,
  timeoutError,
  unreachableError,
  type ModelRuntime,
} from './model-runtime';

/** What differs between runtimes in one non-streamed chat call; the rest is `completeOverHttp`. */
export interface RuntimeExchange {
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  /** The answer's text in the runtime's JSON (anything but a string means "no message"). */
  answerOf(json: unknown): unknown;
  /**
   * This runtime's reading of an error status (401, a 404 for a model, …); undefined for the
   * generic "could not answer (HTTP n): detail". `detail` is the runtime's own error text.
   */
  httpError(status: number, detail: string): ServiceError | undefined;
}

/**
 * The one client path both runtimes use: POST JSON, map a refused connection to 503
 * MODEL_RUNTIME_UNREACHABLE and a timeout to 504, an error status (or an `error` field in a 200,
 * as Ollama sends) to the runtime's own message, and a body that is not JSON or has no message
 * to 502 MODEL_RUNTIME_ERROR.
 */
export async function completeOverHttp(
  runtime: ModelRuntime,
  timeoutMs: number,
  exchange: RuntimeExchange,
  signal?: AbortSignal,
): Promise<string> {
  let text: string;
  let status: number;
  try {
    const res = await fetch(exchange.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...exchange.headers,
      },
      body: JSON.stringify(exchange.body),
      signal: withTimeout(timeoutMs, signal),
    });
    status = res.status;
    // Read inside the try: a model that stalls mid-answer times out here, not before the headers.
    text = await res.text();
  } catch (err) {
    if (isTimeout(err)) throw timeoutError(runtime, timeoutMs);
    if (isConnectionFailure(err)) throw unreachableError(runtime);
    throw err;
  }
  const failed = (code: number) => {
    const detail = runtimeErrorText(text);
    return (
      exchange.httpError(code, detail) ??
      new ServiceError(
        502,
        MODEL_RUNTIME_ERROR,
        `${runtime.displayName} could not answer (HTTP ${code}): ${detail}`,
      )
    );
  };
  if (status < 200 || status > 299) throw failed(status);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ServiceError(
      502,
      MODEL_RUNTIME_ERROR,
      `${runtime.displayName} answered with something that is not JSON.`,
    );
  }
  if ((json as { error?: unknown } | null)?.error !== undefined) throw failed(500);
  const answer = exchange.answerOf(json);
  if (typeof answer !== 'string') {
    throw new ServiceError(
      502,
      MODEL_RUNTIME_ERROR,
      `${runtime.displayName} answered without a message.`,
    );
  }
  return answer;
}

/** The runtime timeout, cut short when the caller (a closed browser tab) gives up first. */
export function withTimeout(timeoutMs: number, signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([timeout, signal]) : timeout;
}
