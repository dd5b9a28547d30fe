import { OrganizationEntity } from '../../organizations/entities/organization.entity';
import { PlanEntity } from '../entities/plan.entity';
import { BillingProviderName, SubscriptionEntity } from '../entities/subscription.entity';
import { SessionUser } from '../../users/session-user';

/** Subscription fields a provider decided (status, period, provider ids...). */
export type SubscriptionFields = Partial<
  Pick<
    SubscriptionEntity,
    | 'status'
    | 'planId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'trialEnd'
    | 'cancelAtPeriodEnd'
    | 'canceledAt'
    | 'providerCustomerId'
    | 'providerSubscriptionId'
  >
>;

export interface ProviderResult {
  fields: SubscriptionFields;
  /** Where to send the customer to pay (a hosted checkout), or null when nothing is left to do. */
  checkoutUrl: string | null;
}

export interface StartSubscription {
  organization: OrganizationEntity;
  plan: PlanEntity;
  owner: SessionUser;
}

/**
 * Where money is handled. The built-in provider keeps subscriptions and invoices in the database
 * (invoice / purchase-order billing, the default for self-hosted installs); the Stripe provider
 * uses Checkout, the customer portal and webhooks. Chosen by create-billing-provider.ts.
 */
export abstract class BillingProvider {
  abstract readonly name: BillingProviderName;

  /** A new organisation's subscription: a trial, or a checkout to complete first. */
  abstract start(request: StartSubscription): Promise<ProviderResult>;

  /** The page where the owner manages payment: the in-app /billing or the provider's portal. */
  abstract portalUrl(request: StartSubscription, subscription: SubscriptionEntity): Promise<string>;

  /** Switches plan now (or, for an ended subscription, starts a new one on that plan). */
  abstract changePlan(
    request: StartSubscription,
    subscription: SubscriptionEntity,
  ): Promise<ProviderResult>;

  abstract setCancelAtPeriodEnd(
    subscription: SubscriptionEntity,
    cancel: boolean,
  ): Promise<SubscriptionFields>;
}
