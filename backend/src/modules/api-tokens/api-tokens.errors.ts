import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import { MAX_ACTIVE_TOKENS } from './api-token.rules';

export const ApiTokensErrors = {
  /** The same answer for unknown, revoked and expired tokens and inactive owners. */
  invalidToken: () =>
    new AppError(
      HttpStatus.UNAUTHORIZED,
      'API_TOKEN_INVALID',
      'Invalid, expired or revoked API token',
    ),
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'API_TOKEN_NOT_FOUND', 'API token not found'),
  tooMany: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'API_TOKEN_LIMIT_REACHED',
      `You can have at most ${MAX_ACTIVE_TOKENS} API tokens. Revoke one you no longer use first.`,
    ),
  storeUnavailable: () =>
    new AppError(
      HttpStatus.SERVICE_UNAVAILABLE,
      'API_TOKEN_STORE_UNAVAILABLE',
      'API tokens cannot be checked right now. Please try again in a moment.',
    ),
};
