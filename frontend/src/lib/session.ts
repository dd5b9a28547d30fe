import { useSyncExternalStore } from 'react';
import type { components } from './api-types';

type User = components['schemas']['UserDto'];

/**
 * Who is signed in, for the site header on every page. `unknown` until someone asks (the
 * prerendered HTML, the first client render): the header then shows "Sign in".
 */
export type SessionState =
  { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

/**
 * A note in this browser that a sign-in happened here and no sign-out since. The session cookie
 * is HttpOnly, so without the note the only way to learn "signed out" would be GET /api/auth/me
 * answering 401 — which the browser logs as a console error for every anonymous visitor.
 */
export const SESSION_HINT_KEY = 'ironkeep.signed-in';

const UNKNOWN: SessionState = { status: 'unknown' };
let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage disabled (some private modes): the header then shows "Sign in" on public pages.
  }
}

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Called with every answer of GET /api/auth/me (lib/current-user-request.ts) and on login. */
export function setSignedIn(user: User) {
  writeHint(true);
  publish({ status: 'signed-in', user });
}

export function setSignedOut() {
  writeHint(false);
  publish({ status: 'signed-out' });
}

/** Back to "nobody asked yet" (tests start each case from here). */
export function resetSession() {
  publish(UNKNOWN);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => UNKNOWN,
  );
}

const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 200);

/**
 * Finds out who is signed in without costing the page: nothing happens until the browser is
 * idle, and without the hint nothing is asked at all (anonymous visitors: no request, no 401).
 * With the hint, GET /api/auth/me (its code loads then) settles it; a 401 clears the hint.
 */
export function checkSessionWhenIdle() {
  if (state.status !== 'unknown') return;
  if (!hasSessionHint()) {
    publish({ status: 'signed-out' });
    return;
  }
  whenIdle(() => {
    if (state.status !== 'unknown') return;
    import('./current-user-request')
      .then(({ fetchCurrentUser }) => fetchCurrentUser())
      // A network or server error says nothing about the session: stay "unknown".
      .catch(() => undefined);
  });
}
