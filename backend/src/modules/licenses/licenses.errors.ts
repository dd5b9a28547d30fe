import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const LicensesErrors = {
  noLicense: () =>
    new AppError(
      HttpStatus.NOT_FOUND,
      'LICENSE_NOT_FOUND',
      'Your organization has no active license key. It is issued when the subscription starts.',
    ),
  notEntitled: () =>
    new AppError(
      HttpStatus.PAYMENT_REQUIRED,
      'SUBSCRIPTION_INACTIVE',
      'A license key needs a trialing or active subscription',
    ),
};
