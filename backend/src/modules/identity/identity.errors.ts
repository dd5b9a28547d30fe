import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

/** Errors of identity features answered as JSON (single sign-on failures redirect instead). */
export const IdentityErrors = {
  directoryUnavailable: () =>
    new AppError(
      HttpStatus.SERVICE_UNAVAILABLE,
      'DIRECTORY_UNAVAILABLE',
      'The sign-in directory cannot be reached right now. Please try again in a moment.',
    ),
};
