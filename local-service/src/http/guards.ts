import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ServiceError } from './service-error';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.');
}

/**
 * DNS-rebinding guard (as Ollama does): while the service listens on loopback only, a request
 * whose Host is not a loopback name came through a hostile DNS answer, not from this machine.
 */
export function loopbackHostOnly(bindHost: string): RequestHandler {
  if (!isLoopbackHost(bindHost)) return (_req, _res, next) => next();
  return (req: Request, _res: Response, next: NextFunction) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (isLoopbackHost(host)) return next();
    next(
      new ServiceError(
        421,
        'HOST_NOT_ALLOWED',
        'This service only answers requests addressed to localhost. Set LOCAL_SERVICE_HOST to serve other machines.',
      ),
    );
  };
}

/**
 * Unsafe methods with a body must be JSON. A page on another origin can POST text/plain without
 * a CORS preflight; refusing it here means such a request never reaches a route.
 */
export function requireJsonBody(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const hasBody =
      req.headers['content-length'] !== '0' && req.headers['content-length'] !== undefined;
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (
      (req.method === 'POST' || req.method === 'PUT' || req.method === 'PATCH') &&
      (hasBody || chunked)
    ) {
      if (!req.is('application/json')) {
        return next(
          new ServiceError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the request body as application/json.',
          ),
        );
      }
    }
    next();
  };
}

/** A socket peer on this machine: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Operator routes (seat release): the service has no accounts or admin token, so only a program
 * on this machine that is not a web page may call them — the `ironkeep` CLI or curl. The peer
 * must be loopback (in a container: `docker compose exec`), and a request with an Origin header
 * comes from a browser, which even an allowed origin's page must not be able to do.
 */
export function localAdminOnly(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      return next(
        new ServiceError(
          403,
          'LOCAL_ADMIN_ONLY',
          'License devices can only be managed from the machine running the service: run `ironkeep license devices` there (in Docker: `docker compose exec local-service ironkeep license devices`).',
        ),
      );
    }
    if (req.headers.origin !== undefined) {
      return next(
        new ServiceError(
          403,
          'LOCAL_ADMIN_ONLY',
          'License devices cannot be managed from a web page; use `ironkeep license devices` on the machine running the service.',
        ),
      );
    }
    next();
  };
}
