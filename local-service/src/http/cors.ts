import type { NextFunction, Request, RequestHandler, Response } from 'express';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Content-Type, Authorization, X-Requested-With';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * A page served from this machine, on any port: http(s)://localhost, 127.x.x.x or [::1]. As
 * Ollama allows by default (OLLAMA_ORIGINS): the IronKeep site under `make run` on whatever
 * PORT, the web interface on its port, a dev server, reached as localhost or 127.0.0.1 alike.
 * A page from anywhere else must be listed in CORS_ORIGINS (docs/local-edition.md).
 */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== origin) return false; // a path, credentials or odd spelling: not an origin
  const host = url.hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Minimal CORS (the `cors` package is not a dependency of this workspace): pages on this
 * machine (isLoopbackOrigin) and the listed origins are echoed back; any other origin gets no
 * CORS headers, so the browser blocks the response. Preflights always end here with 204.
 */
export function corsMiddleware(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    const isAllowed =
      typeof origin === 'string' && (allowed.has(origin) || isLoopbackOrigin(origin));
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    const isPreflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) {
      next();
      return;
    }
    res.vary('Access-Control-Request-Headers');
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      const requested = req.headers['access-control-request-headers'];
      res.setHeader(
        'Access-Control-Allow-Headers',
        typeof requested === 'string' && requested.trim() !== ''
          ? requested
          : DEFAULT_ALLOWED_HEADERS,
      );
      res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      // Chrome's Private Network Access: a page on a public origin listed in CORS_ORIGINS may
      // call this service on localhost only if the preflight says so.
      if (req.headers['access-control-request-private-network'] === 'true') {
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      }
    }
    res.setHeader('Content-Length', '0');
    res.status(204).end();
  };
}
