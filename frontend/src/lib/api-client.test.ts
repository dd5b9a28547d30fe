import { jsonResponse, mockFetch, sentHeaders } from '@/testing/mock-fetch';
import { apiJson, apiRequest, clearCsrfToken, setCsrfToken } from './api-client';
import { ApiError, getServerMessage, hasErrorCode } from './api-error';

const csrfOk = () => jsonResponse({ token: 'tok-1' });

describe('apiRequest', () => {
  it('sends credentials on every call and no CSRF header or content type on a bodiless GET', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': () => jsonResponse([]) });
    await apiRequest('GET', '/api/things');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
    expect(sentHeaders(fetchMock, 0)).toEqual({});
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'fetches the CSRF token before %s and sends it as X-CSRF-Token',
    async (method) => {
      const fetchMock = mockFetch({
        'GET /api/csrf-token': csrfOk,
        [`${method} /api/things`]: () => jsonResponse({ ok: true }),
      });
      await apiRequest(method, '/api/things', { a: 1 });
      expect(fetchMock.mock.calls[0][0]).toBe('/api/csrf-token');
      expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
      expect(sentHeaders(fetchMock, 1)['x-csrf-token']).toBe('tok-1');
      expect(fetchMock.mock.calls[1][1]?.credentials).toBe('include');
    },
  );

  it('fetches the token once and reuses it, even for concurrent calls', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrfOk,
      'POST /api/a': () => jsonResponse({}),
      'DELETE /api/b': () => jsonResponse({}),
    });
    await Promise.all([apiRequest('POST', '/api/a', {}), apiRequest('DELETE', '/api/b')]);
    await apiRequest('POST', '/api/a', {});
    const tokenCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/csrf-token');
    expect(tokenCalls).toHaveLength(1);
    expect(sentHeaders(fetchMock, 3)['x-csrf-token']).toBe('tok-1');
  });

  it('uses a token set from a login response and fetches anew after clearing', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrfOk,
      'POST /api/a': () => jsonResponse({}),
    });
    setCsrfToken('from-login');
    await apiRequest('POST', '/api/a', {});
    expect(sentHeaders(fetchMock, 0)['x-csrf-token']).toBe('from-login');
    clearCsrfToken();
    await apiRequest('POST', '/api/a', {});
    expect(fetchMock.mock.calls[1][0]).toBe('/api/csrf-token');
    expect(sentHeaders(fetchMock, 2)['x-csrf-token']).toBe('tok-1');
  });

  it('warns and proceeds without the header when the token cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/csrf-token': () => new Response('down', { status: 503 }),
      'POST /api/a': () => jsonResponse({ done: true }),
    });
    await expect(apiJson('POST', '/api/a', { x: 1 })).resolves.toEqual({ done: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(sentHeaders(fetchMock, 1)['x-csrf-token']).toBeUndefined();
  });

  it('sends a JSON content type only when there is a body', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrfOk,
      'POST /api/a': () => jsonResponse({}),
    });
    await apiRequest('POST', '/api/a', { name: 'x' });
    await apiRequest('POST', '/api/a');
    expect(sentHeaders(fetchMock, 1)['content-type']).toBe('application/json');
    expect(fetchMock.mock.calls[1][1]?.body).toBe('{"name":"x"}');
    expect(sentHeaders(fetchMock, 2)['content-type']).toBeUndefined();
    expect(fetchMock.mock.calls[2][1]?.body).toBeUndefined();
  });

  it('throws "status: body" for a non-OK response', async () => {
    mockFetch({ 'GET /api/x': () => new Response('{"message":"nope"}', { status: 409 }) });
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"nope"}');
    expect((error as ApiError).status).toBe(409);
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch({
      'GET /api/x': () => new Response(null, { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(/^502: Bad Gateway$/);
  });
});

describe('getServerMessage', () => {
  const errorWith = (body: string) => new ApiError(400, body, 'Bad Request');

  it('reads message as a string or a list of strings, else uses the fallback', () => {
    expect(getServerMessage(errorWith('{"statusCode":400,"message":"Bad"}'), 'F')).toBe('Bad');
    expect(getServerMessage(errorWith('{"message":["One","Two"]}'), 'F')).toBe('One. Two');
    expect(getServerMessage(errorWith('not json'), 'F')).toBe('F');
    expect(getServerMessage(new Error('boom'), 'F')).toBe('F');
  });
});

describe('ApiError.code', () => {
  it("is the body's code, else the generic code for the status", () => {
    const named = new ApiError(401, '{"statusCode":401,"code":"TWO_FACTOR_REQUIRED"}', '');
    expect(named.code).toBe('TWO_FACTOR_REQUIRED');
    expect(named.message).toBe('401: {"statusCode":401,"code":"TWO_FACTOR_REQUIRED"}');
    expect(new ApiError(429, '<html>Too Many Requests</html>', '').code).toBe('RATE_LIMITED');
    expect(new ApiError(404, '{"code":42}', '').code).toBe('NOT_FOUND');
    expect(new ApiError(418, '', "I'm a teapot").code).toBe('REQUEST_FAILED');
    expect(new ApiError(504, '', 'Gateway Timeout').code).toBe('INTERNAL_ERROR');
  });

  it('hasErrorCode matches only ApiErrors carrying one of the codes', () => {
    const error = new ApiError(400, '{"code":"VALIDATION_FAILED","message":["x"]}', '');
    expect(hasErrorCode(error, 'BAD_REQUEST', 'VALIDATION_FAILED')).toBe(true);
    expect(hasErrorCode(error, 'BAD_REQUEST')).toBe(false);
    expect(hasErrorCode(new Error('400: {"code":"VALIDATION_FAILED"}'), 'VALIDATION_FAILED')).toBe(
      false,
    );
  });
});
