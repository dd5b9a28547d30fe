import { vi } from 'vitest';

type Handler = (request: { url: string; init: RequestInit }) => Response | Promise<Response>;

/** A JSON response, like the backend's. */
export function jsonResponse(body: unknown, status = 200, statusText = '') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs global fetch with handlers keyed "METHOD /path"; an unmatched call fails the test loudly.
 * Returns the mock so tests can inspect calls.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected fetch: ${key}`);
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The headers a mocked call was sent with, as a plain object. */
export function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, index: number) {
  const init = fetchMock.mock.calls[index]?.[1] ?? {};
  return Object.fromEntries(new Headers(init.headers).entries());
}
