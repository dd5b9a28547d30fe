import { Injectable } from '@nestjs/common';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { toOrganizationDto } from '../organizations/dto/organization.dto';
import { MembershipService } from '../organizations/membership.service';
import { OrganizationsErrors } from '../organizations/organizations.errors';
import { OrganizationsService } from '../organizations/organizations.service';
import { CheckoutTermsDto } from './dto/checkout-terms.dto';
import { toPlanDto } from './dto/plan.dto';
import { SubscribeDto, SubscribeResponseDto } from './dto/subscribe.dto';
import { toSubscriptionDto } from './dto/subscription.dto';
import { PlansService } from './plans.service';
import { BillingProviders } from './providers/billing-providers';
import { INVOICE_DUE_DAYS, TRIAL_DAYS } from './subscriptions/billing-periods';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { SessionUser } from '../users/session-user';

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
    private readonly audit: AuditTrail,
    private readonly providers: BillingProviders,
  ) {}

  /** How a new subscription is paid for on this install, for the confirm step (issue 34). */
  checkoutTerms(): CheckoutTermsDto {
    return {
      provider: this.providers.forNewSubscriptions().name,
      trialDays: TRIAL_DAYS,
      invoiceDueDays: INVOICE_DUE_DAYS,
    };
  }

  async subscribe(
    user: SessionUser,
    dto: SubscribeDto,
    by: AuditBy,
  ): Promise<SubscribeResponseDto> {
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
      await this.audit.appendOrReport({
        ...by,
        action: 'organization_created',
        target: { type: 'organization', id: organization.id },
        organizationId: organization.id,
        details: { name: organization.name, slug: organization.slug, plan: plan.name },
      });
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
