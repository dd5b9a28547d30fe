import { useQuery } from '@tanstack/react-query';
import { getLocalHealth, type LocalHealth } from './get-local-health';
import { LocalServiceError } from './local-service-client';
import { localServiceKeys } from './query-keys';

/** How long the Settings panel's connection test waits for /health. */
export const CONNECTION_TEST_TIMEOUT_MS = 5000;

/**
 * How long a failed fetch waits for the browser's report that the CSP refused it. Chromium
 * reports in a task of its own, after the fetch has failed: within milliseconds usually, but a
 * busy machine was seen to take longer than the 50 ms once allowed here, and a refused address
 * was then called unreachable. A report ends the wait at once.
 */
export const VIOLATION_REPORT_WAIT_MS = 2000;

export type ConnectionTest =
  | { outcome: 'connected'; health: LocalHealth }
  /** The page's Content-Security-Policy refused the address before any request left. */
  | { outcome: 'blocked' }
  | { outcome: 'unreachable' }
  /**
   * The service answered, but not to this page: its CORS list lacks the page's origin (the site
   * reached by a name the service does not know, issue 34).
   */
  | { outcome: 'cors-refused'; pageOrigin: string }
  /** Something answered, but not an IronKeep local service's /health. */
  | { outcome: 'not-ironkeep'; status?: number };

/**
 * GET {base}/health, and when it fails, why: for the Settings panel's test and the chat page's
 * System Status. A fetch that fails tells nothing about why. The browser's
 * `securitypolicyviolation` event tells a CSP-blocked address; a second request in `no-cors`
 * mode, whose answer the page may not read but which succeeds whenever the service answers at
 * all, tells a CORS refusal from an address where nothing listens.
 */
export async function testLocalConnection(base: string): Promise<ConnectionTest> {
  let reportBlocked = () => {};
  const blockedReport = new Promise<'blocked'>(
    (resolve) => (reportBlocked = () => resolve('blocked')),
  );
  const origin = new URL(base).origin;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) reportBlocked();
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  try {
    const health = await getLocalHealth(base, AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS));
    return { outcome: 'connected', health };
  } catch (error) {
    if (error instanceof LocalServiceError)
      return { outcome: 'not-ironkeep', status: error.status };
    if (error instanceof TypeError) {
      if (await answersWithoutCors(base)) {
        return { outcome: 'cors-refused', pageOrigin: window.location.origin };
      }
      return { outcome: await orAfter(blockedReport, VIOLATION_REPORT_WAIT_MS, 'unreachable') };
    }
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { outcome: 'unreachable' };
    }
    return { outcome: 'not-ironkeep' }; // an answer that is not /health's shape
  } finally {
    document.removeEventListener('securitypolicyviolation', onViolation);
  }
}

/** Whether anything answers GET {base}/health when the page does not ask to read the answer. */
async function answersWithoutCors(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/health`, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** What `promise` resolves to, or `fallback` if that takes longer than `ms`. */
async function orAfter<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Why the chat page cannot reach the service, asked only once its health check has failed. */
export function useLocalConnectionProblem(base: string, healthFailed: boolean) {
  return useQuery({
    queryKey: [...localServiceKeys.all(base), 'connection-problem'],
    queryFn: () => testLocalConnection(base),
    enabled: healthFailed,
    retry: false,
    staleTime: 0,
  });
}
