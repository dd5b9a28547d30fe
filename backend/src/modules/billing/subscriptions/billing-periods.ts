import { SubscriptionStatus } from '../entities/subscription.entity';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A new organisation tries its plan for this long before the first invoice. */
export const TRIAL_DAYS = 14;
/** Built-in invoices are due this many days after they are issued (net 14). */
export const INVOICE_DUE_DAYS = 14;

/** One billing interval later, in UTC; the 31st becomes the last day of a shorter month. */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export interface PeriodState {
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/**
 * What happens when a built-in subscription's period ends (docs/organizations-and-billing.md).
 * Like Stripe, every new period gets its invoice; paying every overdue one makes it active again.
 */
export type PeriodStep =
  | { kind: 'renew'; status: 'active'; periodStart: Date; periodEnd: Date }
  | { kind: 'past_due'; status: 'past_due'; periodStart: Date; periodEnd: Date }
  | { kind: 'cancel'; status: 'canceled'; canceledAt: Date };

/**
 * The transition at the end of the current period:
 * - cancel at period end requested → canceled;
 * - trialing → active for a new period (its invoice is issued);
 * - active with the ended period paid → active for a new period (new invoice);
 * - active with an earlier invoice unpaid → past_due, for one more period (also invoiced);
 * - past_due still unpaid at the end of the grace period → canceled.
 */
export function nextPeriodStep(
  state: PeriodState,
  interval: 'month' | 'year',
  hasUnpaidInvoice: boolean,
): PeriodStep | null {
  const end = state.currentPeriodEnd;
  const next = { periodStart: end, periodEnd: addInterval(end, interval) };
  if (state.status === 'canceled' || state.status === 'incomplete') return null;
  if (state.cancelAtPeriodEnd) return { kind: 'cancel', status: 'canceled', canceledAt: end };
  if (state.status === 'trialing') return { kind: 'renew', status: 'active', ...next };
  if (state.status === 'past_due') return { kind: 'cancel', status: 'canceled', canceledAt: end };
  if (hasUnpaidInvoice) return { kind: 'past_due', status: 'past_due', ...next };
  return { kind: 'renew', status: 'active', ...next };
}
