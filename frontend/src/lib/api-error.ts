/**
 * The error every failed HTTP call throws. Its message is the spec's "status: body" text (the body,
 * or the status text when the body is empty); status and body are kept for screens that branch.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The body parsed as JSON, or null when it is not JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return null;
    }
  }
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
 * The server's own words for a failure: the `message` of a `{statusCode, message, error}` body
 * (string or list of strings), else the fallback the screen supplies.
 */
export function getServerMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return messageFromBody(error.json()) ?? fallback;
  return fallback;
}
