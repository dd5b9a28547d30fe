import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { Authenticated } from '../../access/access.decorators';
import { toPlanDto } from '../../billing/dto/plan.dto';
import { toSubscriptionDto } from '../../billing/dto/subscription.dto';
import { PlansService } from '../../billing/plans.service';
import { SubscriptionsService } from '../../billing/subscriptions/subscriptions.service';
import { toServerDto } from '../../servers/dto/server.dto';
import { ServersService } from '../../servers/servers.service';
import { UserEntity } from '../../users/entities/user.entity';
import { toOrganizationDto } from '../dto/organization.dto';
import { MembershipService } from '../membership.service';
import { MySubscriptionDto } from './my-subscription.dto';

/**
 * The organisation dashboard's one read: everything /customer-dashboard shows, for any member.
 * It sits above organisations, billing and servers, so it is its own module.
 */
@ApiTags('billing')
@Controller('billing')
export class MySubscriptionController {
  constructor(
    private readonly membership: MembershipService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly servers: ServersService,
  ) {}

  @Get('my-subscription')
  @Authenticated()
  @ApiOkResponse({ type: MySubscriptionDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION or SUBSCRIPTION_NOT_FOUND' })
  async mySubscription(@CurrentUser() user: UserEntity): Promise<MySubscriptionDto> {
    const { organization, role } = await this.membership.require(user);
    const subscription = await this.subscriptions.requireForOrganization(organization.id);
    const [plan, servers] = await Promise.all([
      this.plans.get(subscription.planId),
      this.servers.listAll(organization.id),
    ]);
    return {
      organization: toOrganizationDto(organization, role, subscription.status),
      subscription: toSubscriptionDto(subscription),
      plan: toPlanDto(plan),
      servers: servers.map(toServerDto),
    };
  }
}
