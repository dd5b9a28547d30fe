import { Injectable } from '@nestjs/common';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RequestSession } from '../sessions/request-session';

/** Synchronizer-token CSRF protection: one random token per session. */
@Injectable()
export class CsrfService {
  /**
   * The session's token, stored before it is handed out: a token the store never saved would
   * fail on first use, so a store outage is reported here as a 503 (RequestSession.save).
   */
  async issue(session: RequestSession): Promise<string> {
    if (session.data.csrfToken && session.id) {
      // The route that establishes a session always hands its cookie (again) with the token.
      session.sendCookie();
      return session.data.csrfToken;
    }
    session.data.csrfToken ??= newToken();
    await session.save();
    return session.data.csrfToken;
  }

  /** A new token, e.g. after the session id is rotated at sign-in (saved by the caller). */
  rotate(session: RequestSession): string {
    session.data.csrfToken = newToken();
    return session.data.csrfToken;
  }

  isValid(session: RequestSession | undefined, given: string | string[] | undefined): boolean {
    const expected = session?.data.csrfToken;
    if (!expected || typeof given !== 'string') return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}
