import { Injectable } from '@nestjs/common';
import { toOrganizationDto } from '../organizations/dto/organization.dto';
import { MembershipService } from '../organizations/membership.service';
import { OrganizationsErrors } from '../organizations/organizations.errors';
import { OrganizationsService } from '../organizations/organizations.service';
import { UserEntity } from '../users/entities/user.entity';
import { toPlanDto } from './dto/plan.dto';
import { SubscribeDto, SubscribeResponseDto } from './dto/subscribe.dto';
import { toSubscriptionDto } from './dto/subscription.dto';
import { PlansService } from './plans.service';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/**
 * How an organisation comes to exist: a signed-in user picks a plan and names the organisation;
 * they become its owner and its subscription starts (a trial, or Stripe Checkout). If any step
 * fails, the earlier ones are undone, so a failed sign-up leaves nothing behind.
 */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly plans: PlansService,
    private readonly organizations: OrganizationsService,
    private readonly membership: MembershipService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async subscribe(user: UserEntity, dto: SubscribeDto): Promise<SubscribeResponseDto> {
    if (user.organizationId) throw OrganizationsErrors.alreadyInOrganization();
    const plan = await this.plans.getForSale(dto.planId);
    const organization = await this.organizations.create(dto.organizationName, dto.slug);
    if (!(await this.membership.join(user.id, organization.id, 'owner'))) {
      await this.organizations.remove(organization.id);
      throw OrganizationsErrors.alreadyInOrganization();
    }
    try {
      const { subscription, checkoutUrl } = await this.subscriptions.start(
        organization,
        plan,
        user,
      );
      return {
        success: true,
        organization: toOrganizationDto(organization, 'owner', subscription.status),
        subscription: toSubscriptionDto(subscription),
        plan: toPlanDto(plan),
        checkoutUrl,
      };
    } catch (err) {
      await this.membership.unlink(user.id, organization.id);
      await this.organizations.remove(organization.id);
      throw err;
    }
  }
}
