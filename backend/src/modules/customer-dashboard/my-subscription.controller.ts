import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { MySubscriptionDto } from './dto/my-subscription.dto';
import { MySubscriptionService } from './my-subscription.service';

/**
 * The organisation dashboard's one read: everything /customer-dashboard shows, for any member.
 * Its path stays under /api/billing (spec §7).
 */
@ApiTags('billing')
@Controller('billing')
export class MySubscriptionController {
  constructor(private readonly dashboard: MySubscriptionService) {}

  @Get('my-subscription')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: MySubscriptionDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION or SUBSCRIPTION_NOT_FOUND' })
  mySubscription(@OrgMembership() membership: Membership): Promise<MySubscriptionDto> {
    return this.dashboard.forMember(membership);
  }
}
