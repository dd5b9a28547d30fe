import { HttpException, HttpStatus } from '@nestjs/common';
import { VALIDATION_FAILED } from './error-codes';

/**
 * An error a client can act on: a stable `code` (SCREAMING_SNAKE, never reworded), a friendly
 * `message`, and the HTTP status. Each feature lists its own in `<feature>.errors.ts`; the one
 * exception filter writes `{statusCode, message, error, code, ...extra}`.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    /** A list only for VALIDATION_FAILED: the failed rules' messages, as the validation pipe. */
    readonly clientMessage: string | readonly string[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super({ ...extra, message: clientMessage, code }, status);
  }
}

/** A hand-written validator's 400, the same body the global validation pipe answers with. */
export function validationFailed(messages: readonly string[]): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, VALIDATION_FAILED, messages);
}
