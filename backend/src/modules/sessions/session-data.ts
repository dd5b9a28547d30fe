/**
 * What the server keeps in a session. The JSON shape is the one express-session wrote before the
 * move to our own session layer (including `cookie` and passport's `{user}`), so sessions that
 * existed before the upgrade keep working and the stored rows stay readable by either version.
 */
export interface StoredSession {
  cookie?: {
    originalMaxAge: number;
    expires: string;
    secure: boolean;
    httpOnly: true;
    path: '/';
    sameSite: 'lax';
  };
  csrfToken?: string;
  /** Epoch ms of sign-in; the absolute 12 h limit counts from here. */
  authenticatedAt?: number;
  /** Epoch ms of the last activity, recorded at most once a minute. */
  lastActiveAt?: number;
  userAgent?: string;
  ip?: string;
  /** The signed-in user's id (passport's key in express-session days). */
  passport?: { user?: string };
}

export function sessionUserId(sess: StoredSession | undefined | null): string | undefined {
  return sess?.passport?.user;
}
