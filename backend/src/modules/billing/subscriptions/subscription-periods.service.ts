import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AuditBy } from '../../audit/audit-actor';
import { AuditTrail } from '../../audit/audit-trail.service';
import { InvoiceEntity } from '../entities/invoice.entity';
import { SubscriptionEntity, SubscriptionStatus } from '../entities/subscription.entity';
import { InvoicesService } from '../invoices.service';
import { PlansService } from '../plans.service';
import { nextPeriodStep } from './billing-periods';
import { SubscriptionEvents } from './subscription-events';

/** Subscriptions handled per run; the next run continues with the rest. */
const BATCH = 100;
/** A subscription many periods behind (the app was off for months) catches up in one run. */
const MAX_STEPS = 48;
const OPEN_STATUSES: SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/**
 * Moves built-in subscriptions through their periods (Stripe's move by webhook) and applies
 * payments recorded by an admin. Run by SubscriptionPeriodsJob once per minute across replicas.
 */
@Injectable()
export class SubscriptionPeriodsService {
  private readonly logger = new Logger(SubscriptionPeriodsService.name);

  constructor(
    @InjectRepository(SubscriptionEntity)
    private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly plans: PlansService,
    private readonly invoices: InvoicesService,
    private readonly events: SubscriptionEvents,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  /** Every built-in subscription whose period has ended takes its steps; returns how many did. */
  async advanceDuePeriods(): Promise<number> {
    const now = this.clock.now();
    const due = await this.subscriptions.find({
      where: {
        provider: 'builtin',
        status: In(OPEN_STATUSES),
        currentPeriodEnd: LessThanOrEqual(now),
      },
      order: { currentPeriodEnd: 'ASC' },
      take: BATCH,
    });
    let advanced = 0;
    for (const subscription of due) {
      if (await this.advance(subscription, now)) advanced += 1;
    }
    return advanced;
  }

  /** Records an invoice as paid; a past-due subscription with nothing overdue is active again. */
  async recordPayment(invoiceId: string, by: AuditBy): Promise<InvoiceEntity> {
    const invoice = await this.invoices.markPaid(invoiceId);
    await this.audit.appendOrReport({
      ...by,
      action: 'invoice_marked_paid',
      target: { type: 'invoice', id: invoice.id },
      organizationId: invoice.organizationId,
      details: { number: invoice.number },
    });
    const subscription = await this.subscriptions.findOneBy({
      organizationId: invoice.organizationId,
    });
    if (
      subscription?.status === 'past_due' &&
      !(await this.invoices.hasUnpaid(subscription.organizationId, subscription.currentPeriodStart))
    ) {
      await this.update(subscription, { status: 'active' }, 'past_due');
    }
    return invoice;
  }

  private async advance(subscription: SubscriptionEntity, now: Date): Promise<boolean> {
    const plan = await this.plans.get(subscription.planId);
    const previousStatus = subscription.status;
    let current = subscription;
    for (let i = 0; i < MAX_STEPS && current.currentPeriodEnd <= now; i += 1) {
      const unpaid = await this.invoices.hasUnpaid(
        current.organizationId,
        current.currentPeriodEnd,
      );
      const step = nextPeriodStep(current, plan.interval, unpaid);
      if (!step) break;
      const fields: Partial<SubscriptionEntity> =
        step.kind === 'cancel'
          ? { status: 'canceled', canceledAt: step.canceledAt }
          : {
              status: step.status,
              currentPeriodStart: step.periodStart,
              currentPeriodEnd: step.periodEnd,
            };
      const next = await this.compareAndSet(current, fields);
      if (!next) return false; // changed meanwhile (the owner cancelled, another replica ran)
      if (step.kind !== 'cancel') {
        await this.invoices.issue(next.organizationId, plan, step.periodStart, step.periodEnd);
      }
      current = next;
      if (step.kind === 'cancel') break;
    }
    if (current === subscription) return false;
    this.logger.log(`Subscription ${current.id}: ${previousStatus} → ${current.status}`);
    await this.events.afterChange({
      subscription: current,
      plan,
      previousStatus,
      previousPlanId: current.planId,
    });
    return true;
  }

  private async update(
    subscription: SubscriptionEntity,
    fields: Partial<SubscriptionEntity>,
    previousStatus: SubscriptionStatus,
  ): Promise<void> {
    const next = await this.compareAndSet(subscription, fields);
    if (!next) return;
    const plan = await this.plans.get(next.planId);
    await this.events.afterChange({
      subscription: next,
      plan,
      previousStatus,
      previousPlanId: next.planId,
    });
  }

  /** Writes only if status, period end and the cancel flag are still what was read. */
  private async compareAndSet(
    subscription: SubscriptionEntity,
    fields: Partial<SubscriptionEntity>,
  ): Promise<SubscriptionEntity | null> {
    const result = await this.subscriptions.update(
      {
        id: subscription.id,
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
      { ...fields, updatedAt: this.clock.now() },
    );
    if (!result.affected) return null;
    return this.subscriptions.create({ ...subscription, ...fields });
  }
}
