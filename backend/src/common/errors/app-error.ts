import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * An error a client can act on: a stable `code` (SCREAMING_SNAKE, never reworded), a friendly
 * `message`, and the HTTP status. Each feature lists its own in `<feature>.errors.ts`; the one
 * exception filter writes `{statusCode, message, error, code, ...extra}`.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super({ ...extra, message, code }, status);
  }
}
