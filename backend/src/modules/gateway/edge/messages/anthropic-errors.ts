import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../../../common/errors/error-body';
import { GatewayError } from '../openai-errors';

/** Anthropic's error envelope: every answer under /api/v1/messages that is not a success. */
export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
}

/**
 * Anthropic's error types by HTTP status (its "Errors" page): its SDK turns them into its own
 * exception classes (AuthenticationError, RateLimitError…), so the type must follow the status.
 */
const TYPE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  503: 'overloaded_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

export function anthropicErrorType(status: number): string {
  return TYPE_BY_STATUS[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

export function anthropicError(status: number, message: string): AnthropicErrorBody {
  return { type: 'error', error: { type: anthropicErrorType(status), message } };
}

/** A gateway refusal or failure (raised in OpenAI's terms) in Anthropic's envelope. */
export const anthropicErrorBody = (error: GatewayError): AnthropicErrorBody =>
  anthropicError(error.httpStatus, error.text);

/**
 * The standard error body (a guard, the session hook, the rate limiter, a malformed body) in
 * Anthropic's envelope, registered for /api/v1/messages (gateway.service.ts).
 */
export function anthropicErrorFromBody(body: ErrorBody): {
  statusCode: number;
  payload: AnthropicErrorBody;
} {
  const status = body.statusCode;
  const message = Array.isArray(body.message)
    ? body.message.join('; ')
    : typeof body.message === 'string'
      ? body.message
      : (STATUS_CODES[status] ?? 'Error');
  return { statusCode: status, payload: anthropicError(status, message) };
}

/** The mid-stream failure event: Anthropic's `error` event, after which nothing follows. */
export function anthropicErrorEvent(message: string): string {
  return `event: error\ndata: ${JSON.stringify(anthropicError(500, message))}\n\n`;
}
