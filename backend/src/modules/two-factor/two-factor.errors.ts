import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const TwoFactorErrors = {
  notSetUp: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'TWO_FACTOR_NOT_SET_UP',
      'Set up two-factor authentication first',
    ),
  invalidCode: () =>
    new AppError(HttpStatus.BAD_REQUEST, 'INVALID_TWO_FACTOR_CODE', 'Invalid verification code'),
  incorrectPassword: () =>
    new AppError(HttpStatus.BAD_REQUEST, 'INCORRECT_PASSWORD', 'Incorrect password'),
  alreadyEnabled: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'TWO_FACTOR_ALREADY_ENABLED',
      'Two-factor authentication is already enabled',
    ),
  notEnabled: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'TWO_FACTOR_NOT_ENABLED',
      'Two-factor authentication is not enabled',
    ),
  tooManyCodes: (minutes: number) =>
    new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      'TOO_MANY_TWO_FACTOR_ATTEMPTS',
      `Too many invalid codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
};
