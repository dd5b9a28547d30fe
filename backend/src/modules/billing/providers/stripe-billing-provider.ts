import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { Clock } from '../../../common/clock/clock';
import { BillingErrors } from '../billing.errors';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { StripeSettings } from '../../../config/app-config.service';
import { checkoutLineItem, subscriptionFieldsFromStripe } from '../stripe/stripe-mapping';
import { TRIAL_DAYS } from '../subscriptions/billing-periods';
import {
  BillingProvider,
  ProviderResult,
  StartSubscription,
  SubscriptionFields,
} from './billing-provider';

/**
 * Stripe Billing: the customer pays in Stripe Checkout and manages cards and invoices in the
 * Stripe customer portal; our rows follow the webhooks (StripeWebhookService). Fulfilment never
 * trusts the browser's redirect back from Checkout.
 */
export class StripeBillingProvider extends BillingProvider {
  readonly name = 'stripe' as const;
  private readonly logger = new Logger(StripeBillingProvider.name);

  constructor(
    private readonly stripe: Stripe,
    private readonly settings: StripeSettings,
    private readonly appUrl: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  async start(request: StartSubscription): Promise<ProviderResult> {
    const now = this.clock.now();
    const url = await this.checkoutUrl(request, true);
    return {
      fields: {
        status: 'incomplete',
        currentPeriodStart: now,
        currentPeriodEnd: now,
        trialEnd: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
      checkoutUrl: url,
    };
  }

  /** The customer portal, or Checkout again when the first checkout was never finished. */
  async portalUrl(request: StartSubscription, subscription: SubscriptionEntity): Promise<string> {
    if (!subscription.providerCustomerId) return this.checkoutUrl(request, true);
    const session = await this.call(() =>
      this.stripe.billingPortal.sessions.create({
        customer: subscription.providerCustomerId!,
        return_url: `${this.appUrl}/customer-dashboard`,
      }),
    );
    return session.url;
  }

  async changePlan(
    request: StartSubscription,
    subscription: SubscriptionEntity,
  ): Promise<ProviderResult> {
    const subscriptionId = subscription.providerSubscriptionId;
    if (subscription.status === 'canceled' || !subscriptionId) {
      // A new Stripe subscription; the webhook links it to this organisation.
      return { fields: {}, checkoutUrl: await this.checkoutUrl(request, false) };
    }
    const current = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    const { plan } = request;
    const price = this.settings.priceIds[plan.id];
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [
          price
            ? { id: item.id, price }
            : {
                id: item.id,
                price_data: {
                  currency: plan.currency,
                  product:
                    typeof item.price.product === 'string'
                      ? item.price.product
                      : item.price.product.id,
                  recurring: { interval: plan.interval },
                  unit_amount: plan.priceCents,
                },
              },
        ],
        metadata: { organizationId: request.organization.id, planId: plan.id },
        proration_behavior: 'create_prorations',
      }),
    );
    return {
      fields: { ...subscriptionFieldsFromStripe(updated), planId: plan.id },
      checkoutUrl: null,
    };
  }

  async setCancelAtPeriodEnd(
    subscription: SubscriptionEntity,
    cancel: boolean,
  ): Promise<SubscriptionFields> {
    const id = subscription.providerSubscriptionId;
    if (!id) throw BillingErrors.subscriptionIncomplete();
    const updated = await this.call(() =>
      this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
    );
    return subscriptionFieldsFromStripe(updated);
  }

  private async checkoutUrl({ organization, plan, owner }: StartSubscription, trial: boolean) {
    const metadata = { organizationId: organization.id, planId: plan.id };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: organization.id,
        ...(owner.email ? { customer_email: owner.email } : {}),
        line_items: [checkoutLineItem(plan, this.settings.priceIds)],
        subscription_data: { metadata, ...(trial ? { trial_period_days: TRIAL_DAYS } : {}) },
        metadata,
        success_url: `${this.appUrl}/customer-dashboard?checkout=success`,
        cancel_url: `${this.appUrl}/customer-dashboard?checkout=canceled`,
      }),
    );
    if (!session.url) throw BillingErrors.providerUnavailable('Stripe');
    return session.url;
  }

  /** Stripe's own errors stay in our log; the customer gets a clear 502. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      this.logger.error(`Stripe request failed: ${err instanceof Error ? err.message : err}`);
      throw BillingErrors.providerUnavailable('Stripe');
    }
  }
}
