import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { discardBody, throwIfNotOk } from './api-client';

export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_GC_TIME_MS = 300_000;

/** Errors carry "status: body"; any 4 in it (400, 401, 404, 429...) means retrying will not help. */
const looksLikeClientError = (error: Error) => error.message.includes('4');

/** Queries: no retry for such errors, otherwise up to 2 retries. */
export function shouldRetryQuery(failureCount: number, error: Error): boolean {
  return !looksLikeClientError(error) && failureCount < 2;
}

/** Mutations: no retry for such errors, otherwise one retry. */
export function shouldRetryMutation(failureCount: number, error: Error): boolean {
  return !looksLikeClientError(error) && failureCount < 1;
}

export type On401Behavior = 'returnNull' | 'throw';

/** Reads the URL from the query key (segments joined by "/"), sends cookies, parses JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401Behavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) {
      discardBody(res);
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryQuery,
      },
      mutations: {
        retry: shouldRetryMutation,
      },
    },
  });
}

export const queryClient = createQueryClient();
