import { createElement, use, useSyncExternalStore, type ComponentType } from 'react';

/**
 * A promise carrying its outcome the way React's use() reads it (status/value): once settled,
 * use() returns its value synchronously instead of suspending for a tick.
 */
export type Thenable<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function thenable<T>(promise: Promise<T>): Thenable<T> {
  const tracked = promise as Thenable<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** An already fulfilled thenable. */
export function fulfilled<T>(value: T): Thenable<T> {
  const promise = Promise.resolve(value) as Thenable<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/**
 * A component whose code is a separate chunk. Unlike React.lazy it can be loaded ahead of
 * rendering (`preload`), and once loaded it renders synchronously: a prerendered page is
 * hydrated only after its code is in (main.tsx, entry-server.tsx), so the first client render
 * produces exactly the server's markup instead of suspending.
 */
export type LazyComponent<P extends object = object> = ComponentType<P> & {
  preload: () => Thenable<ComponentType<P>>;
  /** Whether the code is in (a render would not suspend). */
  isLoaded: () => boolean;
};

type LazyOptions = {
  /** Count the load as a page navigation (the top progress bar shows while any is pending). */
  trackAsNavigation?: boolean;
};

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { trackAsNavigation = false }: LazyOptions = {},
): LazyComponent<P> {
  let loading: Thenable<ComponentType<P>> | undefined;

  const preload = () => {
    if (!loading || loading.status === 'rejected') {
      // A failed load (a flaky network, a deploy) is tried again by the next render.
      loading = thenable(load());
      if (trackAsNavigation) trackPending(loading);
    }
    return loading;
  };

  function Lazy(props: P) {
    // The loaded module's component: the same one on every render.
    return createElement(use<ComponentType<P>>(preload() as Promise<ComponentType<P>>), props);
  }
  registry.push(preload);
  return Object.assign(Lazy, { preload, isLoaded: () => loading?.status === 'fulfilled' });
}

const registry: Array<() => Promise<unknown>> = [];

/**
 * Loads every lazy component defined so far, including those that loading defines (a page's
 * islands): the prerender renders complete pages, and tests render without suspending.
 */
export async function preloadAllLazyComponents(): Promise<void> {
  let done = 0;
  while (done < registry.length) {
    const batch = registry.slice(done);
    done = registry.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}

// Page loads in flight, for the navigation progress bar.
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function trackPending(promise: Promise<unknown>) {
  pending += 1;
  notify();
  const done = () => {
    pending -= 1;
    notify();
  };
  promise.then(done, done);
}

/** True while the code of a page being navigated to is still loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
