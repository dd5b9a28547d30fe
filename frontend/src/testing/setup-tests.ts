import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { clearCsrfToken } from '@/lib/api-client';
import { preloadAllLazyComponents } from '@/lib/lazy';
import { resetSession } from '@/lib/session';
import { writeSessionHint } from '@/lib/session-hint';

// jsdom lacks these browser APIs; Radix primitives and the scroll helper call them.
// (Files that opt into the node environment have no window.)
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy*/waitFor give up after 1 s by default: make test runs this suite beside the backend
// suites on two cores, where a busy second is not a failure of the screen under test.
configure({ asyncUtilTimeout: 10_000 });

// Screens, islands, the toaster...: with their code loaded up front nothing suspends, which
// React 19's act() would only resolve when awaited (the tests render synchronously).
beforeAll(preloadAllLazyComponents);

// Test files share their worker (vite.config.ts, isolate: false): a query still retrying after
// its test ended would call the next test's fetch stub. Every client a test mounted (a fresh one
// or the app-wide one) has its queries cancelled and its cache emptied after the test.
// This file runs again before each test file, on the same QueryClient class: patched once.
const client = QueryClient.prototype as QueryClient & { mountedInTests?: Set<QueryClient> };
if (!client.mountedInTests) {
  const mounted = (client.mountedInTests = new Set<QueryClient>());
  const mount = client.mount;
  client.mount = function mountAndTrack(this: QueryClient) {
    mounted.add(this);
    mount.call(this);
  };
}
const mountedClients = client.mountedInTests;

afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
  for (const client of mountedClients) {
    void client.cancelQueries();
    client.clear();
  }
  mountedClients.clear();
  clearCsrfToken();
  if (typeof window !== 'undefined') {
    localStorage.clear();
    writeSessionHint(false);
  }
  resetSession();
  resetToasts();
  vi.unstubAllGlobals();
});
