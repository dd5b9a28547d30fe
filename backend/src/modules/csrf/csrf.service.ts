import { Injectable } from '@nestjs/common';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Request } from 'express';

/** Synchronizer-token CSRF protection: one random token per session. */
@Injectable()
export class CsrfService {
  tokenFor(req: Request): string {
    req.session.csrfToken ??= randomBytes(32).toString('base64url');
    return req.session.csrfToken;
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
