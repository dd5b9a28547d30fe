import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const AccessErrors = {
  authenticationRequired: () =>
    new AppError(HttpStatus.UNAUTHORIZED, 'AUTHENTICATION_REQUIRED', 'Authentication required'),
  /** A route that declares no access rule: fails closed. */
  undeclared: () => new AppError(HttpStatus.FORBIDDEN, 'ACCESS_DENIED', 'Access denied'),
  permissionDenied: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'PERMISSION_DENIED',
      'You do not have permission to perform this action',
    ),
  tokenScope: (scope: string) =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'TOKEN_SCOPE_INSUFFICIENT',
      `This API token lacks the ${scope} scope`,
    ),
  tokenRequired: (scope: string) =>
    new AppError(
      HttpStatus.UNAUTHORIZED,
      'API_TOKEN_REQUIRED',
      `Send an API token with the ${scope} scope as Authorization: Bearer (Settings → API tokens)`,
    ),
  sessionRequired: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'SESSION_REQUIRED',
      'API tokens cannot be used for this action; sign in with your account instead',
    ),
  passwordChangeRequired: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'PASSWORD_CHANGE_REQUIRED',
      'Choose a new password before you continue: an administrator reset yours.',
    ),
  roleNotFound: () => new AppError(HttpStatus.NOT_FOUND, 'ROLE_NOT_FOUND', 'Role not found'),
};
