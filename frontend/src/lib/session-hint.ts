/**
 * The backend's readable `ironkeep_signed_in` cookie (backend sessions/signed-in-hint.ts): set at
 * sign-in and renewed with session activity, cleared at sign-out, and gone when the session's
 * idle time runs out. The session cookie is HttpOnly, so without this hint the only way to learn
 * "signed out" would be GET /api/auth/me answering 401 — which the browser logs as a console
 * error for every anonymous visitor. It grants nothing; it only says whether asking is worthwhile.
 *
 * Kept free of React: the static marketing pages' script (src/site-main.ts) reads it first.
 */
export const SESSION_HINT_COOKIE = 'ironkeep_signed_in';
/** The session's idle timeout: the backend gives the hint the same lifetime. */
const HINT_MAX_AGE_S = 30 * 60;

/** The client mirrors what it learns (a 401, a sign-in confirmed by /api/auth/me). */
export function writeSessionHint(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  const maxAge = signedIn ? HINT_MAX_AGE_S : 0;
  document.cookie = `${SESSION_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function hasSessionHint(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`)
  );
}

/** Runs `work` when the browser is idle (or soon, where it cannot tell). */
export const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 2000 })
    : setTimeout(work, 200);
