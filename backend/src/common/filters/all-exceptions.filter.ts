import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { Response } from 'express';
import { STATUS_CODES } from 'node:http';

/**
 * One error shape for the whole API: {statusCode, message, error} (plus any extra fields an
 * exception carries on purpose, e.g. twoFactorRequired). Unknown errors become a 500 without
 * internals; body-parser failures (bad JSON, too large) keep their 4xx status.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { statusCode, body } = toErrorBody(exception);
    if (statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : exception);
    if (res.headersSent) return void res.end();
    res.status(statusCode).json(body);
  }
}

export function toErrorBody(exception: unknown): {
  statusCode: number;
  body: Record<string, unknown>;
} {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const extra = typeof response === 'object' && response !== null ? response : {};
    const message =
      typeof response === 'string'
        ? response
        : ((extra as { message?: unknown }).message ?? exception.message);
    return {
      statusCode,
      body: { ...extra, statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' },
    };
  }
  const status = (exception as { status?: unknown; type?: string })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      body: {
        statusCode: status,
        message: clientErrorMessage(exception),
        error: STATUS_CODES[status],
      },
    };
  }
  const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
  return {
    statusCode,
    body: { statusCode, message: 'Internal server error', error: STATUS_CODES[statusCode] },
  };
}

function clientErrorMessage(exception: unknown): string {
  switch ((exception as { type?: string }).type) {
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
