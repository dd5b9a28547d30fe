/**
 * The local edition's chat service, on the customer's machine (spec §7). A different origin from
 * the site, so: no cookies, no CSRF token, CORS on the service's side. Every call names its
 * base, the address in use (hooks/use-local-api-base.ts), which can change while the page is open.
 */

/**
 * A non-OK answer. Its message is the spec's "HTTP {status}: {statusText}"; what the service
 * said (its `{statusCode, message, error, code}` body) is kept for the screens that show it.
 */
export class LocalServiceError extends Error {
  readonly status: number;
  readonly serviceMessage: string | null;
  readonly code: string | null;

  constructor(status: number, statusText: string, body: unknown) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'LocalServiceError';
    this.status = status;
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    this.serviceMessage = typeof fields.message === 'string' ? fields.message : null;
    this.code = typeof fields.code === 'string' ? fields.code : null;
  }
}

/** Calls the service and returns its JSON answer (undefined for an empty body). */
export async function localServiceJson<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    signal,
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const parsed = parseJson(text);
  if (!res.ok) throw new LocalServiceError(res.status, res.statusText, parsed);
  return parsed as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
