import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AppError } from './app-error';
import { genericCode, VALIDATION_FAILED } from './error-codes';

export interface ErrorBody {
  statusCode: number;
  message: unknown;
  error: string;
  code: string;
  [extra: string]: unknown;
}

/**
 * One error shape for the whole API: {statusCode, message, error, code} (plus any extra fields an
 * AppError carries on purpose, e.g. twoFactorRequired). Unknown errors become a 500 without
 * internals; body-parser failures (bad JSON, too large) keep their 4xx status.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    // An AppError is a condition the code recognised (e.g. a store outage, logged where it was
    // seen); anything else reaching a 5xx is a bug worth its stack trace.
    if (body.statusCode >= 500 && !(exception instanceof AppError))
      this.logger.error(exception instanceof Error ? exception.stack : exception);
    if (res.headersSent) return void res.end();
    res.status(body.statusCode).json(body);
  }
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) return fromHttpException(exception);
  const status = (exception as { status?: unknown })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return shape(status, clientErrorMessage(exception), genericCode(status));
  }
  return shape(500, 'Internal server error', genericCode(500));
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (exception instanceof AppError) {
    return { ...exception.extra, ...shape(statusCode, exception.message, exception.code) };
  }
  if (typeof response === 'string') return shape(statusCode, response, genericCode(statusCode));
  const { message = exception.message } = response as { message?: unknown };
  // The validation pipe answers with the list of failed rules' messages.
  const code = Array.isArray(message) ? VALIDATION_FAILED : genericCode(statusCode);
  return shape(statusCode, message, code);
}

function shape(statusCode: number, message: unknown, code: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error', code };
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
