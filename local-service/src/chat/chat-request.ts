import { DEFAULT_TEMPERATURE } from '../config';
import { ServiceError } from '../http/service-error';

/** Longest message accepted; a longer one is answered with 413. */
export const MAX_MESSAGE_CHARS = 8000;
/** Local chat ids look like local_{timestamp}_{random}; anything this tame is accepted. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

export interface ChatRequest {
  message: string;
  sessionId: string;
  temperature: number;
}

export function invalidSessionId(): ServiceError {
  return new ServiceError(
    400,
    'CHAT_SESSION_ID_INVALID',
    'session_id is required: 1 to 128 letters, digits or the characters _ . : -',
  );
}

export function checkSessionId(value: unknown): string {
  if (typeof value !== 'string' || !SESSION_ID_PATTERN.test(value)) throw invalidSessionId();
  return value;
}

/** Validates POST /chat's body {message, session_id, model, temperature}. */
export function parseChatRequest(body: unknown): ChatRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServiceError(400, 'VALIDATION_FAILED', 'The request body must be a JSON object.');
  }
  const { message, session_id, temperature, model } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') {
    throw new ServiceError(400, 'CHAT_MESSAGE_REQUIRED', 'message must not be empty.');
  }
  if (message.length > MAX_MESSAGE_CHARS) {
    throw new ServiceError(
      413,
      'CHAT_MESSAGE_TOO_LONG',
      `message is too long: at most ${MAX_MESSAGE_CHARS} characters (got ${message.length}).`,
    );
  }
  const sessionId = checkSessionId(session_id);
  if (
    temperature !== undefined &&
    (typeof temperature !== 'number' ||
      !Number.isFinite(temperature) ||
      temperature < 0 ||
      temperature > 2)
  ) {
    throw new ServiceError(400, 'VALIDATION_FAILED', 'temperature must be a number from 0 to 2.');
  }
  // `model` is accepted for the spec's request shape; the service answers with its configured model.
  if (model !== undefined && (typeof model !== 'string' || model.length > 200)) {
    throw new ServiceError(
      400,
      'VALIDATION_FAILED',
      'model must be a model name (at most 200 characters).',
    );
  }
  return {
    message: message.trim(),
    sessionId,
    temperature: typeof temperature === 'number' ? temperature : DEFAULT_TEMPERATURE,
  };
}
