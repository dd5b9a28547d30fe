import { Injectable, OnModuleInit } from '@nestjs/common';
import { PlanEntity, UNLIMITED } from '../billing/entities/plan.entity';
import {
  SubscriptionChange,
  SubscriptionEvents,
  SubscriptionListener,
} from '../billing/subscriptions/subscription-events';
import { ServersErrors } from './servers.errors';
import { ServersService } from './servers.service';

/** Servers follow the subscription: no downgrade below their count; stopped when it ends. */
@Injectable()
export class ServersSubscriptionListener implements SubscriptionListener, OnModuleInit {
  constructor(
    private readonly events: SubscriptionEvents,
    private readonly servers: ServersService,
  ) {}

  onModuleInit(): void {
    this.events.register(this);
  }

  async beforePlanChange(organizationId: string, plan: PlanEntity): Promise<void> {
    if (plan.maxServers === UNLIMITED) return;
    const count = await this.servers.count(organizationId);
    if (count > plan.maxServers)
      throw ServersErrors.tooManyForPlan(count, plan.maxServers, plan.name);
  }

  async afterChange({ subscription, previousStatus }: SubscriptionChange): Promise<void> {
    if (subscription.status === 'canceled' && previousStatus !== 'canceled') {
      await this.servers.stopAll(subscription.organizationId);
    }
  }
}
