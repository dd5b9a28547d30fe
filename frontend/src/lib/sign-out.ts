import { apiRequest, clearCsrfToken } from './api-client';
import { ApiError } from './api-error';
import { setSignedOut } from './session';

export type SignOutOutcome = 'signed-out' | 'session-expired';

/**
 * POST /api/auth/logout, then forget the session on this side whatever the server said: the CSRF
 * token and the header's session state (and its hint) go. A 403 is the CSRF guard refusing a
 * token whose session had already ended: "session expired" (spec §8).
 */
export async function signOut(): Promise<SignOutOutcome> {
  try {
    await apiRequest('POST', '/api/auth/logout', {});
    return 'signed-out';
  } catch (error) {
    return error instanceof ApiError && error.status === 403 ? 'session-expired' : 'signed-out';
  } finally {
    clearCsrfToken();
    setSignedOut();
  }
}
