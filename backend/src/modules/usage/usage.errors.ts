import { HttpStatus } from '@nestjs/common';
import { AppError, validationFailed } from '../../common/errors/app-error';

/** The longest range one usage request may read: 13 months and a little. */
export const MAX_RANGE_DAYS = 400;

export const UsageErrors = {
  invalidDay: () => validationFailed(['from and to must be real days, like 2026-01-31']),
  rangeReversed: () => validationFailed(['from must be on or before to']),
  splitNeedsDays: () => validationFailed(['splitBy goes with groupBy=day (the daily chart)']),
  rangeTooLong: () =>
    validationFailed([`The range may span at most ${MAX_RANGE_DAYS} days; choose a shorter one`]),
  organizationNotFound: () =>
    new AppError(HttpStatus.NOT_FOUND, 'ORGANIZATION_NOT_FOUND', 'Organization not found'),
};
