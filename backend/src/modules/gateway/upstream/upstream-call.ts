import { Readable } from 'node:stream';
import { UpstreamRequest } from '../adapters/runtime-adapter';
import { GatewayError, GatewayErrors } from '../edge/openai-errors';
import { UpstreamTarget } from './upstream-pools';

/**
 * The outcome of one attempt on one server. A failure is `retry`able when another server may
 * do better (it could not be reached, was too slow, failed, was busy, refused IronKeep's key, or
 * does not have the model); otherwise `error` is the caller's answer (the request itself was
 * refused: a context too long, a bad tool definition).
 */
export type Attempt<T> =
  | { ok: true; value: T }
  | { ok: false; retry: true; reason: string; answered: boolean }
  | { ok: false; retry: false; error: GatewayError };

export interface CallOptions {
  /** The server's pool; throws (EBLOCKED) when the address policy refuses its host. */
  target: () => UpstreamTarget;
  apiKey: string | null;
  request: UpstreamRequest;
  signal: AbortSignal;
  /** Until the answer's headers (JSON: the whole generation; streams: the server's start). */
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  errorMessage: (raw: string) => string;
}

/** Statuses that say "this server, not this request": try another. */
const RETRYABLE = new Set([401, 403, 404, 408, 409, 425, 429]);
const MAX_ERROR_BODY = 64 * 1024;

function headers(apiKey: string | null, stream: boolean): Record<string, string> {
  const out: Record<string, string> = {
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
  };
  // The caller's own token never goes upstream: only the server's key, when it has one.
  if (apiKey) out.authorization = `Bearer ${apiKey}`;
  return out;
}

async function send(options: CallOptions, stream: boolean) {
  const { request, signal } = options;
  const target = options.target();
  return target.pool.request({
    method: 'POST',
    path: target.basePath + request.path,
    headers: headers(options.apiKey, stream),
    body: request.body,
    signal,
    headersTimeout: options.headersTimeoutMs,
    // Streams time their gaps themselves (the first token has its own, longer deadline).
    bodyTimeout: stream ? 0 : options.idleTimeoutMs,
  });
}

/** One JSON call: the whole body on a 2xx. */
export async function callJson(options: CallOptions): Promise<Attempt<string>> {
  try {
    const res = await send(options, false);
    const raw = await res.body.text();
    if (res.statusCode >= 200 && res.statusCode < 300) return { ok: true, value: raw };
    return refused(res.statusCode, raw, options);
  } catch (err) {
    if (options.signal.aborted) throw err;
    return { ok: false, retry: true, reason: describe(err), answered: false };
  }
}

/**
 * Opens a stream and waits for its first bytes (within `firstTokenTimeoutMs` of now): until then
 * nothing has reached the caller, so a failure is retried on another server.
 */
/** A stream that has sent its first bytes; the relay takes it from there. */
export interface OpenedStream {
  body: Readable;
  first: Buffer;
}

export async function openStream(
  options: CallOptions,
  firstTokenTimeoutMs: number,
): Promise<Attempt<OpenedStream>> {
  const deadline = performance.now() + firstTokenTimeoutMs;
  try {
    const res = await send(options, true);
    if (res.statusCode < 200 || res.statusCode >= 300) {
      return refused(res.statusCode, await res.body.text(), options);
    }
    const first = await firstChunk(res.body, deadline - performance.now());
    if ('reason' in first) {
      res.body.destroy();
      return { ok: false, retry: true, reason: first.reason, answered: true };
    }
    return { ok: true, value: { body: res.body, first: first.chunk } };
  } catch (err) {
    if (options.signal.aborted) throw err;
    return { ok: false, retry: true, reason: describe(err), answered: false };
  }
}

function refused(status: number, raw: string, options: CallOptions): Attempt<never> {
  const message = options.errorMessage(raw.slice(0, MAX_ERROR_BODY));
  if (status >= 500 || status < 200 || (status >= 300 && status < 400) || RETRYABLE.has(status)) {
    const why = status >= 300 && status < 400 ? ' (redirects are not followed)' : `: ${message}`;
    return { ok: false, retry: true, reason: `HTTP ${status}${why}`.slice(0, 300), answered: true };
  }
  return { ok: false, retry: false, error: GatewayErrors.upstreamRefused(status, message) };
}

function firstChunk(
  body: Readable,
  timeoutMs: number,
): Promise<{ chunk: Buffer } | { reason: string }> {
  return new Promise((resolve) => {
    const done = (result: { chunk: Buffer } | { reason: string }) => {
      clearTimeout(timer);
      body.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      body.pause();
      done({ chunk });
    };
    const onEnd = () => done({ reason: 'the stream ended before any token' });
    const onError = (err: Error) => done({ reason: describe(err) });
    const timer = setTimeout(
      () => done({ reason: `no first token within ${Math.round(timeoutMs / 1000)} s` }),
      Math.max(0, timeoutMs),
    );
    body.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** A transport failure in words (never the URL's credentials: URLs carry none). */
export function describe(err: unknown): string {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'connect timeout';
    case 'UND_ERR_HEADERS_TIMEOUT':
      return 'no answer in time';
    case 'UND_ERR_BODY_TIMEOUT':
      return 'the answer stalled';
    case 'UND_ERR_SOCKET':
    case 'ECONNRESET':
      return 'the connection was closed';
    case 'EBLOCKED':
      return message ?? 'address refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not resolved';
    default:
      return code ? `connection failed (${code})` : (message ?? 'connection failed');
  }
}
