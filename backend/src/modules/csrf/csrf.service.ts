import { Injectable } from '@nestjs/common';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Request } from 'express';
import { SessionsErrors } from '../sessions/sessions.errors';

/** Synchronizer-token CSRF protection: one random token per session. */
@Injectable()
export class CsrfService {
  tokenFor(req: Request): string {
    req.session.csrfToken ??= randomBytes(32).toString('base64url');
    return req.session.csrfToken;
  }

  /**
   * The session's token, stored before it is handed out: a token the store never saved would
   * fail on first use, so a store outage is reported here as a 503 instead.
   */
  async issue(req: Request): Promise<string> {
    const token = this.tokenFor(req);
    await new Promise<void>((resolve, reject) =>
      req.session.save((err) => (err ? reject(SessionsErrors.storeUnavailable()) : resolve())),
    );
    return token;
  }

  /** A new token, e.g. after the session id is rotated at sign-in. */
  rotate(req: Request): string {
    req.session.csrfToken = undefined;
    return this.tokenFor(req);
  }

  isValid(req: Request): boolean {
    const expected = req.session?.csrfToken;
    const given = req.get('x-csrf-token');
    if (!expected || !given) return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
