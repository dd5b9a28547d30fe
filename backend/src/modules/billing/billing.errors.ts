import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

/** Errors of plans, subscriptions, invoices and the payment provider. */
export const BillingErrors = {
  planNotFound: () => new AppError(HttpStatus.NOT_FOUND, 'PLAN_NOT_FOUND', 'Plan not found'),
  subscriptionNotFound: () =>
    new AppError(
      HttpStatus.NOT_FOUND,
      'SUBSCRIPTION_NOT_FOUND',
      'This organization has no subscription',
    ),
  samePlan: () =>
    new AppError(HttpStatus.CONFLICT, 'SAME_PLAN', 'Your organization is already on this plan'),
  subscriptionCanceled: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'SUBSCRIPTION_CANCELED',
      'This subscription has ended. Choose a plan to start it again.',
    ),
  subscriptionIncomplete: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'SUBSCRIPTION_INCOMPLETE',
      'Checkout has not been completed yet. Open Manage Billing to finish it.',
    ),
  invoiceNotFound: () =>
    new AppError(HttpStatus.NOT_FOUND, 'INVOICE_NOT_FOUND', 'Invoice not found'),
  invoiceNotOpen: () =>
    new AppError(HttpStatus.CONFLICT, 'INVOICE_NOT_OPEN', 'Only an open invoice can be paid'),
  providerUnavailable: (provider: string) =>
    new AppError(
      HttpStatus.BAD_GATEWAY,
      'BILLING_PROVIDER_UNAVAILABLE',
      `The payment provider (${provider}) could not be reached. Please try again in a moment.`,
    ),
  webhooksDisabled: () =>
    new AppError(
      HttpStatus.NOT_FOUND,
      'WEBHOOKS_DISABLED',
      'Payment provider webhooks are not configured',
    ),
  invalidWebhookSignature: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'INVALID_WEBHOOK_SIGNATURE',
      'Webhook signature verification failed',
    ),
};
