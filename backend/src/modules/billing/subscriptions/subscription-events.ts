import { Injectable, Logger } from '@nestjs/common';
import { PlanEntity } from '../entities/plan.entity';
import { SubscriptionEntity, SubscriptionStatus } from '../entities/subscription.entity';

export interface SubscriptionChange {
  subscription: SubscriptionEntity;
  plan: PlanEntity;
  previousStatus: SubscriptionStatus | null;
  previousPlanId: string | null;
}

/**
 * What other features do when a subscription changes: servers refuse a downgrade below their
 * count and stop when it ends; licences are reissued for a new period or tier. Billing sits
 * below those features, so they register here instead of billing importing them.
 */
export interface SubscriptionListener {
  /** Throw an AppError to refuse the change (e.g. more servers than the new plan allows). */
  beforePlanChange?(organizationId: string, plan: PlanEntity): Promise<void>;
  /** After a subscription started, renewed, changed plan or status. Errors are logged only. */
  afterChange?(change: SubscriptionChange): Promise<void>;
}

@Injectable()
export class SubscriptionEvents {
  private readonly logger = new Logger(SubscriptionEvents.name);
  private readonly listeners: SubscriptionListener[] = [];

  register(listener: SubscriptionListener): void {
    this.listeners.push(listener);
  }

  async beforePlanChange(organizationId: string, plan: PlanEntity): Promise<void> {
    for (const listener of this.listeners) await listener.beforePlanChange?.(organizationId, plan);
  }

  /** The billing change has been stored already; a failing listener must not undo it. */
  async afterChange(change: SubscriptionChange): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener.afterChange?.(change);
      } catch (err) {
        this.logger.error(
          `Listener failed after a change of subscription ${change.subscription.id}: ${
            err instanceof Error ? err.stack : err
          }`,
        );
      }
    }
  }
}
