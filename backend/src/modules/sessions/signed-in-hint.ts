import { Response } from 'express';
import { SESSION_IDLE_TIMEOUT_MS } from '../../config/app-config.service';

/**
 * A non-HttpOnly cookie that only says "this browser has a signed-in session", so the public
 * pages' header can show Dashboard / username / Logout without asking the API first (and without
 * a 401 for anonymous visitors). It carries no secret and grants nothing: the session cookie
 * stays HttpOnly and is what every request is authorised with. Renewed with session activity
 * (at most once a minute), so it lapses with the session's idle timeout.
 */
export const SIGNED_IN_HINT_COOKIE = 'ironkeep_signed_in';

export function setSignedInHint(res: Response, secure: boolean): void {
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: SESSION_IDLE_TIMEOUT_MS,
  });
}

export function clearSignedInHint(res: Response): void {
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
