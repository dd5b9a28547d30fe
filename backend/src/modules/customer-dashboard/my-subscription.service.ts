import { Injectable } from '@nestjs/common';
import { toPlanDto } from '../billing/dto/plan.dto';
import { toSubscriptionDto } from '../billing/dto/subscription.dto';
import { PlansService } from '../billing/plans.service';
import { SubscriptionsService } from '../billing/subscriptions/subscriptions.service';
import { Membership } from '../organizations/membership.service';
import { toOrganizationDto } from '../organizations/dto/organization.dto';
import { ServersService } from '../servers/servers.service';
import { MySubscriptionDto } from './dto/my-subscription.dto';

/** Organisation, subscription, plan and servers in one answer (404 without a subscription). */
@Injectable()
export class MySubscriptionService {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly servers: ServersService,
  ) {}

  async forMember({ organization, role }: Membership): Promise<MySubscriptionDto> {
    const subscription = await this.subscriptions.requireForOrganization(organization.id);
    const [plan, servers] = await Promise.all([
      this.plans.get(subscription.planId),
      this.servers.listAll(organization.id),
    ]);
    return {
      organization: toOrganizationDto(organization, role, subscription.status),
      subscription: toSubscriptionDto(subscription),
      plan: toPlanDto(plan),
      servers: servers.map((server) => this.servers.view(server)),
    };
  }
}
