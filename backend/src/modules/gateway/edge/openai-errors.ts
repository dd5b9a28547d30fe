import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../../common/errors/error-body';
import { AppError } from '../../../common/errors/app-error';

/** OpenAI's error envelope (protocols.md §2): every answer under /api/v1 that is not a success. */
export interface OpenAiErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/**
 * A refusal or failure of the gateway, already in OpenAI's terms. An AppError, so one thrown
 * where Nest answers (GET /models) reaches the exception filter, which writes it in the same
 * envelope (openAiErrorFromBody reads `openAiType` and `param`).
 */
export class GatewayError extends AppError {
  constructor(
    readonly httpStatus: number,
    readonly text: string,
    readonly type: string,
    readonly openAiCode: string,
    readonly param: string | null = null,
    /** Extra answer headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(httpStatus, openAiCode, text, { openAiType: type, param });
  }

  toBody(): OpenAiErrorBody {
    return {
      error: { message: this.text, type: this.type, param: this.param, code: this.openAiCode },
    };
  }
}

export const GatewayErrors = {
  invalid: (message: string, param: string | null = null) =>
    new GatewayError(400, message, 'invalid_request_error', 'invalid_request', param),
  /** Also for another organization's models: their existence is never revealed. */
  modelNotFound: (model: string) =>
    new GatewayError(
      404,
      `The model \`${model}\` does not exist or you do not have access to it.`,
      'invalid_request_error',
      'model_not_found',
      'model',
    ),
  noOrganization: () =>
    new GatewayError(
      403,
      'Your account does not belong to an organization: the gateway serves an organization’s AI servers',
      'permission_error',
      'no_organization',
    ),
  noServerAvailable: (model: string, attempts: number) =>
    new GatewayError(
      503,
      attempts === 0
        ? `No AI server of your organization can serve '${model}' right now (all are stopped, failing or cooling down)`
        : `No AI server of your organization answered for '${model}' (${attempts} tried)`,
      'server_error',
      'no_server_available',
      null,
      { 'retry-after': '5', 'x-ironkeep-attempts': String(attempts) },
    ),
  upstreamFailed: (model: string, attempts: number, detail: string) =>
    new GatewayError(
      502,
      `The AI servers serving '${model}' failed (${attempts} tried; last: ${detail})`,
      'server_error',
      'upstream_error',
      null,
      { 'x-ironkeep-attempts': String(attempts) },
    ),
  /** An error the model server gave about the request itself (context too long, bad tool). */
  upstreamRefused: (status: number, message: string) =>
    new GatewayError(status, message, 'invalid_request_error', 'upstream_invalid_request'),
  quotaExhausted: (resetsAt: Date, retryAfterSeconds: number) =>
    new GatewayError(
      429,
      `Your organization's monthly token allowance is used up; it resets at ${resetsAt.toISOString()}`,
      'insufficient_quota',
      'insufficient_quota',
      null,
      { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
    ),
};

const TYPE_BY_STATUS: Record<number, string> = {
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  429: 'rate_limit_error',
};

/** Codes of the standard shape that have a well-known OpenAI name. */
const CODE_NAMES: Record<string, string> = {
  API_TOKEN_INVALID: 'invalid_api_key',
  API_TOKEN_REQUIRED: 'missing_api_key',
  TOKEN_SCOPE_INSUFFICIENT: 'insufficient_scope',
  RATE_LIMITED: 'rate_limit_exceeded',
};

/**
 * The standard error body (raised by a guard, a hook or the router before the gateway's own
 * handler ran) in OpenAI's envelope: a validation list becomes one sentence, the code keeps its
 * meaning in lower case.
 */
export function openAiErrorFromBody(body: ErrorBody): {
  statusCode: number;
  payload: OpenAiErrorBody;
} {
  const status = body.statusCode;
  const message = Array.isArray(body.message)
    ? body.message.join('; ')
    : typeof body.message === 'string'
      ? body.message
      : (STATUS_CODES[status] ?? 'Error');
  if (typeof body.openAiType === 'string') {
    const param = typeof body.param === 'string' ? body.param : null;
    const error = { message, type: body.openAiType, param, code: body.code };
    return { statusCode: status, payload: { error } };
  }
  const type = TYPE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error');
  const code = CODE_NAMES[body.code] ?? body.code.toLowerCase();
  return { statusCode: status, payload: { error: { message, type, param: null, code } } };
}
