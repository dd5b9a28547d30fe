import type { PlanCatalogue } from '../assistants/engine/plan-catalogue-types';
import { toPlanDto } from '../billing/dto/plan.dto';
import { PlanEntity } from '../billing/entities/plan.entity';
import { tokenAllowanceText } from '../billing/plan-allowance';
import { TRIAL_DAYS } from '../billing/subscriptions/billing-periods';
import { TIER_GRANTS } from '../licenses/license-key-format';
import { licenseUsersFor } from '../licenses/licenses.service';

/**
 * The plans on sale as the assistants learn them: each plan exactly as GET /api/billing/plans
 * shows it (the same mapper), with what its license tier grants (the grants signed into keys).
 */
export function toPlanCatalogue(plans: PlanEntity[]): PlanCatalogue {
  return {
    trialDays: TRIAL_DAYS,
    plans: plans.map((plan) => {
      const dto = toPlanDto(plan);
      const grant = TIER_GRANTS[dto.licenseTier];
      return {
        name: dto.name,
        description: dto.description,
        price: dto.price,
        currency: dto.currency,
        interval: dto.interval,
        maxServers: dto.maxServers,
        monthlyTokens: dto.monthlyTokens,
        tokenAllowance: tokenAllowanceText(dto.monthlyTokens),
        features: dto.features,
        license: {
          tier: dto.licenseTier,
          maxUsers: licenseUsersFor(plan),
          features: [...grant.features],
        },
      };
    }),
  };
}
