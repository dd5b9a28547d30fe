import { ApiError } from './api-error';
import type { components } from './api-types';

/**
 * The one HTTP layer: turns responses into data or errors, nothing else (no toasts, no redirects).
 * Every call sends cookies; unsafe methods carry the session's anti-forgery token.
 */
export const CSRF_TOKEN_PATH = '/api/csrf-token';
export const CSRF_HEADER = 'X-CSRF-Token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let csrfToken: string | null = null;
let csrfRequest: Promise<string | null> | null = null;

/** Stores a token handed out by the server (the login response carries one). */
export function setCsrfToken(token: string | null | undefined) {
  csrfToken = token || null;
}

/** Forgets the token, so the next unsafe call fetches a fresh one (after logout). */
export function clearCsrfToken() {
  csrfToken = null;
  csrfRequest = null;
}

async function fetchCsrfToken(): Promise<string | null> {
  try {
    const res = await fetch(CSRF_TOKEN_PATH, { credentials: 'include' });
    await throwIfNotOk(res);
    const data = (await res.json()) as Partial<components['schemas']['CsrfTokenDto']>;
    if (typeof data.token !== 'string' || !data.token) throw new Error('response has no token');
    csrfToken = data.token;
    return csrfToken;
  } catch (error) {
    console.warn('Could not obtain a CSRF token; sending the request without it.', error);
    return null;
  }
}

/** The cached token, fetched once; concurrent callers share one request. */
export async function getCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  csrfRequest ??= fetchCsrfToken().finally(() => {
    csrfRequest = null;
  });
  return csrfRequest;
}

/**
 * Lets go of an answer whose body nobody will read (a 401 that only means "signed out", a 404
 * that means "none"). An unread body keeps its request open in the browser: the page's network
 * activity never finishes (issue 34). Every `fetch` of the app either reads the body or calls this.
 */
export function discardBody(res: Response): void {
  if (res.body && !res.bodyUsed) void res.body.cancel().catch(() => undefined);
}

/** Throws an ApiError ("status: body", or "status: statusText" for an empty body). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new ApiError(res.status, body, res.statusText);
}

/** Sends a request and returns the OK response; throws ApiError for any other status. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = {};
  const hasBody = body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (UNSAFE_METHODS.has(method)) {
    const token = await getCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  const res = await fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** Like apiRequest, then parses the JSON body (undefined for an empty one, such as 204). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
