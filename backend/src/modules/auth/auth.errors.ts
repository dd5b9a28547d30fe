import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

/** Errors of sign-in and registration; the client branches on `code`, never on wording. */
export const AuthErrors = {
  usernameTaken: () =>
    new AppError(HttpStatus.CONFLICT, 'USERNAME_TAKEN', 'Username already exists'),
  invalidCredentials: () =>
    new AppError(HttpStatus.UNAUTHORIZED, 'INVALID_CREDENTIALS', 'Invalid username or password'),
  accountDeactivated: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'ACCOUNT_DEACTIVATED',
      'This account has been deactivated. Contact your administrator.',
    ),
  tooManyFailures: (minutes: number) =>
    new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_LOGIN_ATTEMPTS',
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
  localSignInDisabled: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'LOCAL_SIGN_IN_DISABLED',
      'Password sign-in and registration are turned off here. Sign in with your organization account.',
    ),
  /** `twoFactorRequired` stays in the body for API clients written against the first contract. */
  twoFactorRequired: (codeWasGiven: boolean) =>
    new AppError(
      HttpStatus.UNAUTHORIZED,
      'TWO_FACTOR_REQUIRED',
      codeWasGiven ? 'Invalid authentication code' : 'Two-factor authentication code required',
      { success: false, twoFactorRequired: true },
    ),
};
