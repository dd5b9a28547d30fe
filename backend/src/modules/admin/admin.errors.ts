import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const AdminErrors = {
  ownAccount: (message: string) => new AppError(HttpStatus.BAD_REQUEST, 'OWN_ACCOUNT', message),
};
