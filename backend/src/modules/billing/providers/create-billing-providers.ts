import { Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { InvoicesService } from '../invoices.service';
import { createStripeClient } from '../stripe/stripe-client';
import { BillingProviders } from './billing-providers';
import { BuiltinBillingProvider } from './builtin-billing-provider';
import { StripeBillingProvider } from './stripe-billing-provider';

/** STRIPE_SECRET_KEY set → Stripe for new subscriptions; otherwise the built-in provider. */
export function createBillingProviders(
  config: AppConfig,
  clock: Clock,
  invoices: InvoicesService,
): BillingProviders {
  const { appUrl, billingPageUrl, stripe: settings } = config.billing;
  const builtin = new BuiltinBillingProvider(clock, invoices, billingPageUrl);
  const stripe = settings ? createStripeClient(settings) : null;
  const stripeProvider =
    stripe && settings ? new StripeBillingProvider(stripe, settings, appUrl, clock) : null;
  new Logger('Billing').log(
    `New subscriptions use the ${stripeProvider ? 'Stripe' : 'built-in'} billing provider`,
  );
  return new BillingProviders(builtin, stripeProvider, stripe);
}
