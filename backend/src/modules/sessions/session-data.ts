import 'express-session';

/** What the server keeps in a session besides passport's user id. */
declare module 'express-session' {
  interface SessionData {
    csrfToken?: string;
    /** Epoch ms of sign-in; the absolute 12 h limit counts from here. */
    authenticatedAt?: number;
    lastActiveAt?: number;
    userAgent?: string;
    ip?: string;
    passport?: { user?: string };
  }
}

export type StoredSession = import('express-session').SessionData;

export function sessionUserId(sess: StoredSession | undefined | null): string | undefined {
  return sess?.passport?.user;
}
