import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const UsersErrors = {
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'User not found'),
  lastActiveAdmin: (message: string) =>
    new AppError(HttpStatus.CONFLICT, 'LAST_ACTIVE_ADMIN', message),
};
