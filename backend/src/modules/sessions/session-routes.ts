import { IncomingMessage } from 'node:http';
import { requestPath } from '../../common/http/request-protocol';
import { hasSessionCookie } from './session-cookie';

/**
 * API routes that never read the visitor's session, even when the browser sends the cookie:
 * health, metrics, the OpenAPI document, public JSON, the anonymous demo stream and the payment
 * provider's webhook. Public, cookie-blind endpoints have no ambient authority for a cross-site
 * request to borrow; the ones that accept POST carry @SkipCsrf (see
 * docs/security.md#sessionless-routes). The demo stream is the hottest route under load: loading
 * a session costs more CPU than answering (docs/benchmarks.md). The webhook is called by Stripe,
 * never by a browser: it must not load, touch or re-send anybody's session cookie.
 */
const SESSIONLESS_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/health(\/[a-z]+)?\/?$/ },
  { method: 'GET', path: /^\/api\/docs(-json)?(\/.*)?$/ },
  { method: 'GET', path: /^\/api\/demo\/assistants\/?$/ },
  { method: 'POST', path: /^\/api\/demo\/ai\/[^/]+\/stream\/?$/ },
  { method: 'POST', path: /^\/api\/billing\/webhook\/?$/ },
];

/**
 * The routes that create a session for a visitor who has none: the CSRF token (bound to a
 * session) and the single sign-on callback (a sign-in arriving from the identity provider).
 */
const SESSION_STARTING_PATHS = [/^\/api\/csrf-token\/?$/, /^\/api\/auth\/oidc\/callback\/?$/];

export function isSessionlessRequest(method: string, path: string): boolean {
  return SESSIONLESS_ROUTES.some((r) => r.method === method && r.path.test(path));
}

/** API requests other than the sessionless routes: the ones a session or an API token may sign. */
export function readsCredentials(req: IncomingMessage): boolean {
  const path = requestPath(req);
  return path.startsWith('/api/') && !isSessionlessRequest(req.method ?? 'GET', path);
}

/**
 * Whether a request needs the session layer. Pages, assets and /metrics never do; an API request
 * without the session cookie has no session to load, so it is anonymous without touching the
 * store — except GET /api/csrf-token and the sign-on callback, which start one. Every unsafe API call carries the cookie
 * (its CSRF token lives in the session).
 */
export function needsSession(req: IncomingMessage): boolean {
  if (!readsCredentials(req)) return false;
  const path = requestPath(req);
  if (SESSION_STARTING_PATHS.some((starting) => starting.test(path))) return true;
  return hasSessionCookie(req.headers.cookie);
}
