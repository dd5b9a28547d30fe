import { Request, RequestHandler } from 'express';
import { SESSION_COOKIE_NAME } from './session.middleware';

/**
 * API routes that never read the visitor's session, even when the browser sends the cookie:
 * health, the OpenAPI document, public JSON and the anonymous demo stream. Public, cookie-blind
 * endpoints have no ambient authority for a cross-site request to borrow; the ones that accept
 * POST carry @SkipCsrf (see docs/security.md#sessionless-routes). The demo stream is the hottest
 * route under load: loading a session costs more CPU than answering (docs/benchmarks.md).
 */
const SESSIONLESS_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/health\/?$/ },
  { method: 'GET', path: /^\/api\/docs(-json)?(\/.*)?$/ },
  { method: 'GET', path: /^\/api\/demo\/assistants\/?$/ },
  { method: 'POST', path: /^\/api\/demo\/ai\/[^/]+\/stream\/?$/ },
];

/** The one route that creates a session for a visitor who has none (its token is bound to it). */
const CSRF_TOKEN_PATH = /^\/api\/csrf-token\/?$/;

export function isSessionlessRequest(req: Request): boolean {
  return SESSIONLESS_ROUTES.some((r) => r.method === req.method && r.path.test(req.path));
}

/**
 * Whether a request needs the session stack (store read, passport, lifetime checks). Pages,
 * assets and /metrics never do; an API request without the session cookie has no session to
 * load, so it is anonymous without touching the store — except GET /api/csrf-token, which starts
 * one. Every unsafe API call carries the cookie (its CSRF token lives in the session).
 */
export function needsSession(req: Request): boolean {
  if (!req.path.startsWith('/api/') || isSessionlessRequest(req)) return false;
  if (CSRF_TOKEN_PATH.test(req.path)) return true;
  return hasSessionCookie(req);
}

function hasSessionCookie(req: Request): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && cookie.includes(`${SESSION_COOKIE_NAME}=`);
}

/** Runs `handlers` in order for requests that need a session; the others skip all of them. */
export function whenSessionNeeded(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (!needsSession(req)) return next();
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined || i === handlers.length) return next(err);
      handlers[i++](req, res, step);
    };
    step();
  };
}
