import { useSyncExternalStore } from 'react';

/** Relative times ("12 seconds ago", "in 18 seconds") change once a second. */
const TICK_MS = 1000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // Idle until now: start from the current time (React re-reads the snapshot after subscribing).
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getSnapshot = () => now;

/**
 * The current time in milliseconds, re-rendering the caller every second, for text that must
 * keep moving ("Checked 12 seconds ago"). Every component that asks shares one timer, which runs
 * only while one is mounted: a page with twenty server cards still has a single interval.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
