import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const ServersErrors = {
  /** Also the answer for another organisation's server: its existence is not revealed. */
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'SERVER_NOT_FOUND', 'Server not found'),
  limitReached: (max: number, plan: string) =>
    new AppError(
      HttpStatus.CONFLICT,
      'SERVER_LIMIT_REACHED',
      `Your ${plan} plan allows ${max} AI server${max === 1 ? '' : 's'}. Remove a server or upgrade your plan to add another.`,
      { maxServers: max },
    ),
  tooManyForPlan: (count: number, max: number, plan: string) =>
    new AppError(
      HttpStatus.CONFLICT,
      'TOO_MANY_SERVERS_FOR_PLAN',
      `The ${plan} plan allows ${max} AI server${max === 1 ? '' : 's'} and your organization has ${count}. Remove servers first.`,
    ),
  subscriptionInactive: () =>
    new AppError(
      HttpStatus.PAYMENT_REQUIRED,
      'SUBSCRIPTION_INACTIVE',
      'Your subscription is not active. Open Manage Billing to restart it.',
    ),
  invalidUrl: (reason: string) =>
    new AppError(HttpStatus.BAD_REQUEST, 'INVALID_SERVER_URL', reason),
};
