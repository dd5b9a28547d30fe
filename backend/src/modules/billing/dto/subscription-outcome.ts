import { SubscriptionOutcome } from '../subscriptions/subscriptions.service';
import { toPlanDto } from './plan.dto';
import { SubscriptionOutcomeDto } from './subscribe.dto';
import { toSubscriptionDto } from './subscription.dto';

export function toOutcomeDto(outcome: SubscriptionOutcome): SubscriptionOutcomeDto {
  return {
    success: true,
    subscription: toSubscriptionDto(outcome.subscription),
    plan: toPlanDto(outcome.plan),
    checkoutUrl: outcome.checkoutUrl,
  };
}
