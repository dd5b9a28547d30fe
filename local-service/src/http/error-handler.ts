import type { NextFunction, Request, Response } from 'express';
import { errorBody, ServiceError, type ErrorBody } from './service-error';

export type LogLine = (line: string) => void;

function bodyParserMessage(type: unknown): string {
  switch (type) {
    case 'entity.parse.failed':
      return 'Request body is not valid JSON';
    case 'entity.too.large':
      return 'Request body is too large';
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return 'Unsupported request encoding';
    default:
      return 'Bad request';
  }
}

export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof ServiceError) return err.toBody();
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorBody(status, bodyParserMessage((err as { type?: unknown }).type));
  }
  return errorBody(500, 'Internal server error');
}

/** Unknown routes: the JSON error shape instead of Express's HTML page. */
export function notFound(req: Request, res: Response): void {
  res.status(404).json(errorBody(404, `Cannot ${req.method} ${req.path}`));
}

/** Every error leaves as {statusCode, message, error, code}; a 500 hides its internals. */
export function errorHandler(log: LogLine) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const body = toErrorBody(err);
    if (body.statusCode >= 500 && !(err instanceof ServiceError)) {
      log(`unhandled error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
    if (res.headersSent) return void res.end();
    res.status(body.statusCode).json(body);
  };
}

/** One line per request: method, path, status, duration. Never bodies, keys or messages. */
export function requestLog(log: LogLine) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`${req.method} ${req.path} ${res.statusCode} ${ms.toFixed(0)}ms`);
    });
    next();
  };
}
