import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  SubscriptionChange,
  SubscriptionEvents,
  SubscriptionListener,
} from '../billing/subscriptions/subscription-events';
import { OrganizationsService } from '../organizations/organizations.service';
import { LicensesService, licenseUsersFor } from './licenses.service';

/**
 * Keeps the organisation's active key in line with its subscription: a key for a trial or paid
 * period (reissued when the period is extended or the tier or its users change), none once it has
 * ended.
 * A past-due organisation keeps its key until that key expires.
 */
@Injectable()
export class LicensesSubscriptionListener implements SubscriptionListener, OnModuleInit {
  constructor(
    private readonly events: SubscriptionEvents,
    private readonly licenses: LicensesService,
    private readonly organizations: OrganizationsService,
  ) {}

  onModuleInit(): void {
    this.events.register(this);
  }

  async afterChange({ subscription, plan, previousStatus }: SubscriptionChange): Promise<void> {
    const organizationId = subscription.organizationId;
    if (subscription.status === 'canceled') {
      if (previousStatus !== 'canceled')
        await this.licenses.retireActive(organizationId, 'canceled');
      return;
    }
    if (subscription.status !== 'trialing' && subscription.status !== 'active') return;
    const organization = await this.organizations.findById(organizationId);
    if (!organization) return;
    const expiresAt = this.licenses.expiryFor(subscription);
    const active = await this.licenses.findActive(organizationId);
    if (!active || active.expiresAt < expiresAt) {
      await this.licenses.issue(organization, plan, expiresAt, 'renewed');
    } else if (active.tier !== plan.licenseTier || active.maxUsers !== licenseUsersFor(plan)) {
      await this.licenses.issue(organization, plan, active.expiresAt, 'plan_changed');
    }
  }
}
