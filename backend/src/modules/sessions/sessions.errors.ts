import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const SessionsErrors = {
  /** The session store (Redis, or the database) did not answer: retryable, not a server bug. */
  storeUnavailable: () =>
    new AppError(
      HttpStatus.SERVICE_UNAVAILABLE,
      'SESSION_STORE_UNAVAILABLE',
      'Sign-in is temporarily unavailable. Please try again in a moment.',
    ),
};
