import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OrganizationEntity } from '../../organizations/entities/organization.entity';
import { BillingErrors } from '../billing.errors';
import { PlanEntity } from '../entities/plan.entity';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { PlansService } from '../plans.service';
import { SubscriptionFields } from '../providers/billing-provider';
import { BillingProviders } from '../providers/billing-providers';
import { SubscriptionEvents } from './subscription-events';
import { SessionUser } from '../../users/session-user';
import { AuditBy } from '../../audit/audit-actor';
import { AuditTrail } from '../../audit/audit-trail.service';

export interface SubscriptionOutcome {
  subscription: SubscriptionEntity;
  plan: PlanEntity;
  /** Set when the customer must pay at the provider first (Stripe Checkout). */
  checkoutUrl: string | null;
}

/** The owner's commands on a subscription; each provider decides what they mean for money. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionEntity)
    private readonly subscriptions: Repository<SubscriptionEntity>,
    private readonly plans: PlansService,
    private readonly providers: BillingProviders,
    private readonly events: SubscriptionEvents,
    private readonly audit: AuditTrail,
  ) {}

  findForOrganization(organizationId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ organizationId });
  }

  async requireForOrganization(organizationId: string): Promise<SubscriptionEntity> {
    const subscription = await this.findForOrganization(organizationId);
    if (!subscription) throw BillingErrors.subscriptionNotFound();
    return subscription;
  }

  findByProviderSubscription(providerSubscriptionId: string): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ providerSubscriptionId });
  }

  async start(
    organization: OrganizationEntity,
    plan: PlanEntity,
    owner: SessionUser,
  ): Promise<SubscriptionOutcome> {
    const provider = this.providers.forNewSubscriptions();
    const { fields, checkoutUrl } = await provider.start({ organization, plan, owner });
    const subscription = await this.subscriptions.save(
      this.subscriptions.create({
        organizationId: organization.id,
        planId: plan.id,
        provider: provider.name,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        trialEnd: null,
        ...fields,
      } as SubscriptionEntity),
    );
    await this.events.afterChange({
      subscription,
      plan,
      previousStatus: null,
      previousPlanId: null,
    });
    return { subscription, plan, checkoutUrl };
  }

  async portalUrl(organization: OrganizationEntity, owner: SessionUser): Promise<string> {
    const subscription = await this.requireForOrganization(organization.id);
    const plan = await this.plans.get(subscription.planId);
    return this.providers.for(subscription).portalUrl({ organization, plan, owner }, subscription);
  }

  async changePlan(
    organization: OrganizationEntity,
    owner: SessionUser,
    planId: string,
    by: AuditBy,
  ): Promise<SubscriptionOutcome> {
    const plan = await this.plans.getForSale(planId);
    const subscription = await this.requireForOrganization(organization.id);
    if (subscription.planId === plan.id && subscription.status !== 'canceled') {
      throw BillingErrors.samePlan();
    }
    await this.events.beforePlanChange(organization.id, plan);
    const provider = this.providers.for(subscription);
    const { fields, checkoutUrl } = await provider.changePlan(
      { organization, plan, owner },
      subscription,
    );
    const previousPlanId = subscription.planId;
    const outcome = { ...(await this.apply(subscription, fields)), checkoutUrl };
    await this.audit.appendOrReport({
      ...by,
      action: 'plan_changed',
      target: { type: 'subscription', id: subscription.id },
      organizationId: organization.id,
      details: { fromPlanId: previousPlanId, toPlanId: plan.id, plan: plan.name },
    });
    return outcome;
  }

  async setCancelAtPeriodEnd(
    organizationId: string,
    cancel: boolean,
    by: AuditBy,
  ): Promise<SubscriptionOutcome> {
    const subscription = await this.requireForOrganization(organizationId);
    if (subscription.status === 'canceled') throw BillingErrors.subscriptionCanceled();
    if (subscription.status === 'incomplete') throw BillingErrors.subscriptionIncomplete();
    const fields = await this.providers
      .for(subscription)
      .setCancelAtPeriodEnd(subscription, cancel);
    const outcome = { ...(await this.apply(subscription, fields)), checkoutUrl: null };
    await this.audit.appendOrReport({
      ...by,
      action: cancel ? 'subscription_canceled' : 'subscription_resumed',
      target: { type: 'subscription', id: subscription.id },
      organizationId,
    });
    return outcome;
  }

  /** Stores the fields and tells the listeners (licences, servers) what changed. */
  async apply(
    subscription: SubscriptionEntity,
    fields: SubscriptionFields & { providerSyncedAt?: Date },
  ): Promise<{ subscription: SubscriptionEntity; plan: PlanEntity }> {
    const previousStatus = subscription.status;
    const previousPlanId = subscription.planId;
    Object.assign(subscription, fields);
    const saved = await this.subscriptions.save(subscription);
    const plan = await this.plans.get(saved.planId);
    await this.events.afterChange({ subscription: saved, plan, previousStatus, previousPlanId });
    return { subscription: saved, plan };
  }

  /** Removes the subscription of a sign-up that could not be completed. */
  async discard(subscriptionId: string): Promise<void> {
    await this.subscriptions.delete({ id: subscriptionId });
  }
}
