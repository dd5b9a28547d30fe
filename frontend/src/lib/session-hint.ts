/**
 * A note in this browser that a sign-in happened here and no sign-out since. The session cookie
 * is HttpOnly, so without the note the only way to learn "signed out" would be GET /api/auth/me
 * answering 401 — which the browser logs as a console error for every anonymous visitor.
 *
 * Kept free of React: the static marketing pages' script (src/site.ts) reads it first.
 */
export const SESSION_HINT_KEY = 'ironkeep.signed-in';

export function writeSessionHint(signedIn: boolean) {
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

/** Runs `work` when the browser is idle (or soon, where it cannot tell). */
export const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 200);
