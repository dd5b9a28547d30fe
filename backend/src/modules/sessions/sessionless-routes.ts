import { Request, RequestHandler } from 'express';

/**
 * Routes that never read the visitor's session. They skip the session stack entirely: no store
 * read, no rolling-cookie write, no Set-Cookie. Public, cookie-blind endpoints have no ambient
 * authority for a cross-site request to borrow, so they also carry @SkipCsrf (see
 * docs/security.md#sessionless-routes).
 *
 * The anonymous demo stream is here because it is the hottest route under load: loading and
 * touching a session cost more CPU than answering the question (docs/benchmarks.md).
 */
const SESSIONLESS_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/demo\/ai\/[^/]+\/stream\/?$/ },
];

export function isSessionlessRequest(req: Request): boolean {
  return SESSIONLESS_ROUTES.some((r) => r.method === req.method && r.path.test(req.path));
}

/** Runs `handlers` in order, except for sessionless requests, which skip all of them. */
export function unlessSessionless(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    if (isSessionlessRequest(req)) return next();
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined || i === handlers.length) return next(err);
      handlers[i++](req, res, step);
    };
    step();
  };
}
