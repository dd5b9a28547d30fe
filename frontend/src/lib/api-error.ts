/**
 * The codes the backend gives errors that no feature names itself (backend
 * `common/errors/error-codes.ts`). A body without a `code` — a proxy's 429 or 502 page — gets the
 * same code for its status, so screens can branch on `code` alone.
 */
const GENERIC_CODES: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** The validation pipe's 400: its message is the list of failed rules. */
export const VALIDATION_FAILED = 'VALIDATION_FAILED';

export function genericErrorCode(status: number): string {
  return GENERIC_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function codeFromBody(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  return typeof code === 'string' && code ? code : null;
}

/**
 * The error every failed HTTP call throws. Its message is the spec's "status: body" text (the body,
 * or the status text when the body is empty). `code` is the stable error code from the
 * `{statusCode, message, error, code}` body — screens branch on it, never on wording or fields.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: string;
  private readonly parsed: unknown;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.parsed = parseJson(body);
    this.code = codeFromBody(this.parsed) ?? genericErrorCode(status);
  }

  /** The body parsed as JSON, or null when it is not JSON. */
  json(): unknown {
    return this.parsed;
  }
}

/** True when `error` is an ApiError carrying one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: readonly string[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

function messageFromBody(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('message' in body)) return null;
  const { message } = body as { message: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    return parts.length ? parts.join('. ') : null;
  }
  return null;
}

/**
 * The server's own words for a failure: the `message` of a `{statusCode, message, error, code}`
 * body (string or list of strings), else the fallback the screen supplies.
 */
export function getServerMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return messageFromBody(error.json()) ?? fallback;
  return fallback;
}
