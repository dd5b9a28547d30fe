import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const UsersErrors = {
  /** A route read the signed-in user without declaring @Authenticated (the guard's own 401). */
  notSignedIn: () =>
    new AppError(HttpStatus.UNAUTHORIZED, 'AUTHENTICATION_REQUIRED', 'Authentication required'),
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'User not found'),
  lastActiveAdmin: (message: string) =>
    new AppError(HttpStatus.CONFLICT, 'LAST_ACTIVE_ADMIN', message),
};
