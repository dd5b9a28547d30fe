import { useSyncExternalStore } from 'react';
import type { components } from './api-types';
import { writeSessionHint } from './session-hint';

export { hasSessionHint, SESSION_HINT_COOKIE, writeSessionHint } from './session-hint';

type User = components['schemas']['UserDto'];

/**
 * Who is signed in, for the site header on every page. `unknown` until someone asks (the
 * prerendered HTML, the first client render): the header then shows "Sign in".
 *
 * A plain store that imports nothing which writes to it: GET /api/auth/me
 * (current-user-request.ts) publishes here, and session-check.ts decides when to ask.
 */
export type SessionState =
  { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

const UNKNOWN: SessionState = { status: 'unknown' };
let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Called with every answer of GET /api/auth/me (lib/current-user-request.ts) and on login. */
export function setSignedIn(user: User) {
  writeSessionHint(true);
  publish({ status: 'signed-in', user });
}

export function setSignedOut() {
  writeSessionHint(false);
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
