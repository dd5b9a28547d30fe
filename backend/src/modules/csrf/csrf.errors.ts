import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const CsrfErrors = {
  invalidToken: () =>
    new AppError(HttpStatus.FORBIDDEN, 'CSRF_TOKEN_INVALID', 'Invalid or missing CSRF token'),
};
