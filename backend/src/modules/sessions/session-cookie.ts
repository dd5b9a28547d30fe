import { parse, serialize } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import { ServerResponse } from 'node:http';
import { SESSION_IDLE_TIMEOUT_MS } from '../../config/app-config.service';

export const SESSION_COOKIE_NAME = 'ironkeep.sid';

/**
 * A non-HttpOnly cookie that only says "this browser has a signed-in session", so the public
 * pages' header can show Dashboard / username / Logout without asking the API first (and without
 * a 401 for anonymous visitors). It carries no secret and grants nothing: the session cookie
 * stays HttpOnly and is what every request is authorised with. Renewed with session activity
 * (at most once a minute), so it lapses with the session's idle timeout.
 */
export const SIGNED_IN_HINT_COOKIE = 'ironkeep_signed_in';

/**
 * The session id from the Cookie header, if its signature is valid. The format is
 * express-session's (`s:` + cookie-signature HMAC-SHA256), so cookies issued before the upgrade
 * stay valid.
 */
export function readSessionId(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader || !cookieHeader.includes(`${SESSION_COOKIE_NAME}=`)) return null;
  const raw = parse(cookieHeader)[SESSION_COOKIE_NAME];
  if (!raw || !raw.startsWith('s:')) return null;
  let checked = verified.get(secret);
  if (!checked) verified.set(secret, (checked = new Map()));
  const known = checked.get(raw);
  if (known !== undefined) return known;
  const sid = unsign(raw.slice(2), secret);
  if (sid === false) return null;
  if (checked.size >= MAX_VERIFIED) checked.clear();
  checked.set(raw, sid);
  return sid;
}

/**
 * Cookie values whose signature this process already checked, so a busy session pays for the
 * HMAC once rather than on every request. Only valid values enter, and a value is only ever
 * equal to itself, so a forged cookie still goes through `unsign`. Kept per secret.
 */
const verified = new Map<string, Map<string, string>>();
const MAX_VERIFIED = 20_000;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE_NAME}=`);
}

export interface CookieSecurity {
  /** Secure flag: the request arrived over HTTPS (directly or through a trusted proxy). */
  secure: boolean;
}

export function writeSessionCookie(
  res: ServerResponse,
  sid: string,
  secret: string,
  expiresAt: number,
  { secure }: CookieSecurity,
): void {
  appendSetCookie(
    res,
    serialize(SESSION_COOKIE_NAME, `s:${sign(sid, secret)}`, {
      path: '/',
      expires: new Date(expiresAt),
      httpOnly: true,
      sameSite: 'lax',
      secure,
    }),
  );
}

export function clearSessionCookie(res: ServerResponse): void {
  appendSetCookie(res, serialize(SESSION_COOKIE_NAME, '', { path: '/', expires: new Date(0) }));
}

export function setSignedInHint(res: ServerResponse, { secure }: CookieSecurity): void {
  appendSetCookie(
    res,
    serialize(SIGNED_IN_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure,
      maxAge: SESSION_IDLE_TIMEOUT_MS / 1000,
      expires: undefined,
    }),
  );
}

export function clearSignedInHint(res: ServerResponse): void {
  appendSetCookie(res, serialize(SIGNED_IN_HINT_COOKIE, '', { path: '/', expires: new Date(0) }));
}

/**
 * Every cookie goes onto the Node response itself, whichever HTTP framework sits on top: Fastify
 * and Express both merge headers set there into what they send, so cookies written by the session
 * layer and by a route never overwrite each other.
 */
function appendSetCookie(res: ServerResponse, value: string): void {
  res.appendHeader('Set-Cookie', value);
}
