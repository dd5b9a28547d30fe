import { Clock } from '../../../common/clock/clock';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { InvoicesService } from '../invoices.service';
import { addInterval, DAY_MS, TRIAL_DAYS } from '../subscriptions/billing-periods';
import {
  BillingProvider,
  ProviderResult,
  StartSubscription,
  SubscriptionFields,
} from './billing-provider';

/**
 * Subscriptions and invoices in IronKeep's own database: a trial, then an invoice per period,
 * paid by bank transfer or purchase order and recorded by an admin. Periods move on in
 * SubscriptionPeriodsJob. Its "portal" is the in-app /billing page.
 */
export class BuiltinBillingProvider extends BillingProvider {
  readonly name = 'builtin' as const;

  constructor(
    private readonly clock: Clock,
    private readonly invoices: InvoicesService,
    private readonly billingPageUrl: string,
  ) {
    super();
  }

  async start(): Promise<ProviderResult> {
    const now = this.clock.now();
    const trialEnd = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    return {
      fields: {
        status: 'trialing',
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd,
        trialEnd,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
      checkoutUrl: null,
    };
  }

  async portalUrl(): Promise<string> {
    return this.billingPageUrl;
  }

  /**
   * Limits follow the new plan at once; its price applies from the next invoice (no proration).
   * An ended subscription starts a new paid period today, without a second trial.
   */
  async changePlan(
    { organization, plan }: StartSubscription,
    subscription: SubscriptionEntity,
  ): Promise<ProviderResult> {
    if (subscription.status !== 'canceled')
      return { fields: { planId: plan.id }, checkoutUrl: null };
    const start = this.clock.now();
    const end = addInterval(start, plan.interval);
    await this.invoices.issue(organization.id, plan, start, end);
    return {
      fields: {
        planId: plan.id,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: end,
        trialEnd: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      },
      checkoutUrl: null,
    };
  }

  async setCancelAtPeriodEnd(_s: SubscriptionEntity, cancel: boolean): Promise<SubscriptionFields> {
    return { cancelAtPeriodEnd: cancel };
  }
}
