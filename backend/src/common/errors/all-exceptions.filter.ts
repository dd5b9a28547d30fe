import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  Optional,
} from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { AppError } from './app-error';
import type { ErrorBody } from './error-body';
import { ErrorFormats } from './error-formats';
import { genericCode, VALIDATION_FAILED } from './error-codes';
import { STORAGE_RETRY_AFTER_SECONDS, storageError } from './storage-errors';

/**
 * One error shape for the whole API: {statusCode, message, error, code} (plus any extra fields an
 * AppError carries on purpose, e.g. twoFactorRequired). Unknown errors become a 500 without
 * internals; Fastify's own request errors (bad JSON, too large, unsupported media type) keep
 * their 4xx status with a readable message.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(@Optional() private readonly formats?: ErrorFormats) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.answer(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** Writes the error for this request; also used where Nest is not involved (router-refusals.ts). */
  answer(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const storage = storageError(exception);
    if (storage) this.logger.warn(`Storage unavailable: ${describe(exception)}`);
    const body = toErrorBody(storage ?? exception);
    // An AppError is a condition the code recognised (e.g. a store outage, logged where it was
    // seen); anything else reaching a 5xx is a bug worth its stack trace.
    if (body.statusCode >= 500 && !storage && !(exception instanceof AppError))
      this.logger.error(exception instanceof Error ? exception.stack : exception);
    // A stream already under way (SSE writes to the raw response) can only be ended.
    if (reply.sent || reply.raw.headersSent) return void reply.raw.end();
    // Outages pass: tell clients (and nginx) when to ask again.
    if (body.statusCode === 503 || body.statusCode === 507) {
      void reply.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
    }
    const format = this.formats?.forUrl(request.url);
    const { statusCode, payload } = format
      ? format(body)
      : { statusCode: body.statusCode, payload: body };
    void reply.status(statusCode).type('application/json; charset=utf-8').send(payload);
  }
}

function describe(exception: unknown): string {
  return exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception);
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) return fromHttpException(exception);
  const status = clientErrorStatus(exception);
  if (status !== undefined) {
    return shape(status, clientErrorMessage(exception), genericCode(status));
  }
  return shape(500, 'Internal server error', genericCode(500));
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  // Nest wraps Fastify's own request errors (FST_ERR_CTP_*); their messages echo request data
  // and name the library, so they get ours.
  if (isFastifyError(exception.cause)) {
    return shape(statusCode, clientErrorMessage(exception.cause), genericCode(statusCode));
  }
  const response = exception.getResponse();
  if (exception instanceof AppError) {
    return { ...exception.extra, ...shape(statusCode, exception.clientMessage, exception.code) };
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

function isFastifyError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && error.name === 'FastifyError';
}

/** The 4xx status of an error Fastify raised about the request itself (body, headers, size). */
function clientErrorStatus(exception: unknown): number | undefined {
  const { statusCode, status } = (exception ?? {}) as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

function clientErrorMessage(exception: unknown): string {
  const { code } = exception as { code?: string };
  if (exception instanceof SyntaxError) return 'Request body is not valid JSON';
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'request entity too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the body';
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the URL is too long';
    default:
      return 'Bad request';
  }
}
