import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const LeadsErrors = {
  alreadySubscribed: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'ALREADY_SUBSCRIBED',
      'This email is already subscribed to our newsletter.',
    ),
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'LEAD_NOT_FOUND', 'Lead not found'),
};
