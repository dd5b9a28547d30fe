import Stripe from 'stripe';
import { BillingErrors } from '../billing.errors';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { BillingProvider } from './billing-provider';

/**
 * The configured provider for new subscriptions, and the one each existing subscription was
 * made with (an install that turns Stripe on later keeps its built-in customers working).
 */
export class BillingProviders {
  constructor(
    private readonly builtin: BillingProvider,
    private readonly stripeProvider: BillingProvider | null,
    /** The SDK client for webhook verification; null without Stripe. */
    readonly stripe: Stripe | null,
  ) {}

  forNewSubscriptions(): BillingProvider {
    return this.stripeProvider ?? this.builtin;
  }

  for(subscription: SubscriptionEntity): BillingProvider {
    if (subscription.provider === 'builtin') return this.builtin;
    if (!this.stripeProvider) throw BillingErrors.providerUnavailable('Stripe');
    return this.stripeProvider;
  }
}
