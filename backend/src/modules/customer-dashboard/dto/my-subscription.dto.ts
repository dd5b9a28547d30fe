import { ApiProperty } from '@nestjs/swagger';
import { PlanDto } from '../../billing/dto/plan.dto';
import { SubscriptionDto } from '../../billing/dto/subscription.dto';
import { OrganizationDto } from '../../organizations/dto/organization.dto';
import { ServerDto } from '../../servers/dto/server.dto';

/** Spec §7: GET /api/billing/my-subscription → organization, subscription, plan, servers. */
export class MySubscriptionDto {
  @ApiProperty({ type: OrganizationDto }) organization: OrganizationDto;
  @ApiProperty({ type: SubscriptionDto }) subscription: SubscriptionDto;
  @ApiProperty({ type: PlanDto }) plan: PlanDto;
  @ApiProperty({ type: [ServerDto] }) servers: ServerDto[];
}
