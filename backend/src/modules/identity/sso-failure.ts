/**
 * Why a single sign-on attempt failed. The browser is sent to `/auth?error=<code>` (a code, never
 * text from the request or the provider, so nothing can be reflected into the page); the sign-in
 * screen words each code (frontend features/auth/lib/sso-errors.ts). Errors answered as JSON are in identity.errors.ts.
 */
export const SSO_FAILURES = [
  /** The state cookie is missing, expired, or does not match: a stale tab or a forged callback. */
  'sso_state',
  /** The provider answered with an error (the user cancelled, or was not allowed). */
  'sso_denied',
  /** The code exchange or the ID token check failed (replayed code, wrong audience, bad token). */
  'sso_failed',
  /** The provider cannot be reached. */
  'sso_unavailable',
  /** The linked account is deactivated here. */
  'sso_deactivated',
  /** Single sign-on is not configured. */
  'sso_disabled',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];

/** A failure of the sign-on flow, turned into a redirect to /auth by the callback route. */
export class SsoError extends Error {
  constructor(
    readonly failure: SsoFailure,
    readonly reason: string,
  ) {
    super(`${failure}: ${reason}`);
  }
}
