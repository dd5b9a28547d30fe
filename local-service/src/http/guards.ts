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
