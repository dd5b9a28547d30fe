import { mockFetch } from '@/testing/mock-fetch';
import { fetchCurrentUser } from './current-user-request';
import { getQueryFn } from './query-client';
import { resetSession } from './session';

// Issue 34: an answer whose body is never read keeps its request open in the browser (a
// signed-out visit to /settings never finished its network activity). Every answer the app
// does not read is cancelled (api-client.ts discardBody), which marks it used. The downloads
// manifest's case is in features/local-edition/api/get-downloads.test.ts.
function answer(status: number, contentType = 'application/json') {
  return new Response(JSON.stringify({ statusCode: status, message: 'x' }), {
    status,
    headers: { 'Content-Type': contentType },
  });
}

describe('answers whose body the app does not need', () => {
  beforeEach(() => resetSession());

  it('GET /api/auth/me answering 401 (signed out)', async () => {
    const res = answer(401);
    mockFetch({ 'GET /api/auth/me': () => res });
    expect(await fetchCurrentUser()).toBeNull();
    expect(res.bodyUsed).toBe(true);
  });

  it('a query that turns a 401 into null', async () => {
    const res = answer(401);
    mockFetch({ 'GET /api/organizations/mine': () => res });
    const query = getQueryFn({ on401: 'returnNull' });
    const result = await query({ queryKey: ['/api/organizations/mine'] } as never);
    expect(result).toBeNull();
    expect(res.bodyUsed).toBe(true);
  });
});
