import Stripe from 'stripe';
import { PlanEntity } from '../entities/plan.entity';
import { SubscriptionStatus } from '../entities/subscription.entity';
import { SubscriptionFields } from '../providers/billing-provider';

/** Stripe's statuses folded into ours: unpaid and paused still owe money; expired never started. */
const STATUS_MAP: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
};

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Our fields from a Stripe subscription. Since API version 2025-03-31 the period lives on the
 * subscription items, not on the subscription itself.
 */
export function subscriptionFieldsFromStripe(sub: Stripe.Subscription): SubscriptionFields {
  const item = sub.items?.data?.[0];
  const start = fromUnix(item?.current_period_start) ?? fromUnix(sub.start_date) ?? new Date(0);
  const end = fromUnix(item?.current_period_end) ?? start;
  const status = STATUS_MAP[sub.status] ?? 'incomplete';
  const fields: SubscriptionFields = {
    status,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    trialEnd: fromUnix(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    canceledAt:
      status === 'canceled' ? (fromUnix(sub.ended_at) ?? fromUnix(sub.canceled_at)) : null,
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
  };
  const planId = sub.metadata?.planId;
  if (planId) fields.planId = planId;
  return fields;
}

/** One seat of the plan: its configured Stripe Price, or the price written inline. */
export function checkoutLineItem(
  plan: PlanEntity,
  priceIds: Record<string, string>,
): Stripe.Checkout.SessionCreateParams.LineItem {
  const price = priceIds[plan.id];
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: plan.currency,
      unit_amount: plan.priceCents,
      recurring: { interval: plan.interval },
      product_data: { name: `IronKeep ${plan.name}`, metadata: { planId: plan.id } },
    },
  };
}

/** The plan id a Stripe Price stands for (the reverse of STRIPE_PRICE_IDS). */
export function planIdForPrice(
  priceId: string | null,
  priceIds: Record<string, string>,
): string | null {
  if (!priceId) return null;
  return Object.entries(priceIds).find(([, id]) => id === priceId)?.[0] ?? null;
}
