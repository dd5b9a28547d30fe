import { QueryObserver } from '@tanstack/react-query';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import {
  createQueryClient,
  getQueryFn,
  shouldRetryMutation,
  shouldRetryQuery,
} from './query-client';

describe('retry rules', () => {
  it('queries: never retry when the message contains a 4, otherwise up to 2 retries', () => {
    expect(shouldRetryQuery(0, new Error('404: Not Found'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('500: limit 4 exceeded'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('503: Service Unavailable'))).toBe(true);
    expect(shouldRetryQuery(1, new Error('503: Service Unavailable'))).toBe(true);
    expect(shouldRetryQuery(2, new Error('503: Service Unavailable'))).toBe(false);
  });

  it('mutations: never retry when the message contains a 4, otherwise once', () => {
    expect(shouldRetryMutation(0, new Error('403: Forbidden'))).toBe(false);
    expect(shouldRetryMutation(0, new Error('Failed to fetch'))).toBe(true);
    expect(shouldRetryMutation(1, new Error('Failed to fetch'))).toBe(false);
  });

  async function fetchCountFor(status: number) {
    const fetchMock = mockFetch({ 'GET /api/x': () => new Response('err', { status }) });
    const client = createQueryClient();
    client.setQueryDefaults(['/api/x'], { retryDelay: 0 });
    await client.fetchQuery({ queryKey: ['/api/x'] }).catch(() => undefined);
    return fetchMock.mock.calls.length;
  }

  it('the client retries a 500 twice (3 calls) and a 404 not at all', async () => {
    expect(await fetchCountFor(500)).toBe(3);
    expect(await fetchCountFor(404)).toBe(1);
  });

  it('the client retries a failed mutation once', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(new Error('500: boom'));
    const mutation = client.getMutationCache().build(client, { mutationFn, retryDelay: 0 });
    await mutation.execute(undefined).catch(() => undefined);
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });
});

describe('default query function', () => {
  it('joins the query key into the URL, sends credentials and parses JSON', async () => {
    const fetchMock = mockFetch({ 'GET /api/items/7': () => jsonResponse({ id: 7 }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/items', 7] })).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('throws on 401 by default', async () => {
    mockFetch({
      'GET /api/me': () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/me'] })).rejects.toThrow('401: Unauthorized');
  });

  it('returns null on 401 when configured with on401 returnNull', async () => {
    mockFetch({ 'GET /api/me': () => new Response('', { status: 401 }) });
    const client = createQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['/api/me'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    const result = await observer.refetch();
    expect(result.status).toBe('success');
    expect(result.data).toBeNull();
  });

  it('uses the agreed cache timings and no focus or interval refetch', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });
});
