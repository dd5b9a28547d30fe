import { getSession, setSignedOut } from './session';
import { hasSessionHint, whenIdle } from './session-hint';

/**
 * Finds out who is signed in without costing the page: nothing happens until the browser is
 * idle, and without the hint nothing is asked at all (anonymous visitors: no request, no 401).
 * With the hint, GET /api/auth/me (its code loads then) settles it; a 401 clears the hint.
 *
 * Apart from the store (session.ts) so that the store and the request that feeds it do not
 * import each other.
 */
export function checkSessionWhenIdle() {
  if (getSession().status !== 'unknown') return;
  if (!hasSessionHint()) {
    setSignedOut();
    return;
  }
  whenIdle(() => {
    // Settled meanwhile, or the hint went (signed out in another tab): nothing to ask.
    if (getSession().status !== 'unknown' || !hasSessionHint()) return;
    import('./current-user-request')
      .then(({ fetchCurrentUser }) => fetchCurrentUser())
      // A network or server error says nothing about the session: stay "unknown".
      .catch(() => undefined);
  });
}
