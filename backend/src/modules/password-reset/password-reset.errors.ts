import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const PasswordResetErrors = {
  byEmailOff: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'PASSWORD_RESET_BY_EMAIL_OFF',
      'Password reset by email is not set up here. Ask your administrator to reset your password.',
    ),
  linkInvalid: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'RESET_LINK_INVALID',
      'This reset link is invalid, used or expired. Request a new one.',
    ),
  ownAccount: () =>
    new AppError(HttpStatus.BAD_REQUEST, 'OWN_ACCOUNT', 'Change your own password in Settings'),
  noLocalPassword: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'NO_LOCAL_PASSWORD',
      "This account signs in through your organization's sign-in service; reset its password there.",
    ),
};
