import { discardBody, throwIfNotOk } from './api-client';
import type { components } from './api-types';
import { setSignedIn, setSignedOut } from './session';

type CurrentUserResponse = components['schemas']['CurrentUserResponseDto'];

export const CURRENT_USER_PATH = '/api/auth/me';

let inFlight: Promise<CurrentUserResponse | null> | null = null;

async function request(): Promise<CurrentUserResponse | null> {
  const res = await fetch(CURRENT_USER_PATH, { credentials: 'include' });
  if (res.status === 401) {
    discardBody(res);
    setSignedOut();
    return null;
  }
  await throwIfNotOk(res);
  const body = (await res.json()) as CurrentUserResponse;
  // Signed in means the response has success and a user object (spec §6).
  if (body.success && body.user) setSignedIn(body.user);
  else setSignedOut();
  return body;
}

/**
 * GET /api/auth/me: the body, or null for a 401 ("signed out", not an error). Every answer also
 * updates the session store the header reads (lib/session.ts). Callers at the same moment (the
 * header's idle check and an account screen's query) share one request.
 */
export function fetchCurrentUser(): Promise<CurrentUserResponse | null> {
  inFlight ??= request().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
