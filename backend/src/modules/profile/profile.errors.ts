import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const ProfileErrors = {
  usernameTaken: () =>
    new AppError(HttpStatus.CONFLICT, 'USERNAME_TAKEN', 'Username already exists'),
  wrongCurrentPassword: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'CURRENT_PASSWORD_INCORRECT',
      'Current password is incorrect',
    ),
  sameAsTemporary: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'NEW_PASSWORD_SAME_AS_TEMPORARY',
      'Choose a new password, not the temporary one',
    ),
  currentPasswordRequired: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'CURRENT_PASSWORD_REQUIRED',
      'Enter your current password to change your email address',
    ),
  emailManagedExternally: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'EMAIL_MANAGED_EXTERNALLY',
      "This account signs in through your organization's sign-in service, which manages its email address. Change it there.",
    ),
  sessionNotFound: () =>
    new AppError(HttpStatus.NOT_FOUND, 'SESSION_NOT_FOUND', 'Session not found'),
  currentSession: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'CURRENT_SESSION',
      'Use Logout to end the current session',
    ),
};
