import { Module } from '@nestjs/common';
import { BillingModule } from '../../billing/billing.module';
import { ServersModule } from '../../servers/servers.module';
import { OrganizationsModule } from '../organizations.module';
import { MySubscriptionController } from './my-subscription.controller';

/** GET /api/billing/my-subscription: organisation, subscription, plan and servers in one call. */
@Module({
  imports: [OrganizationsModule, BillingModule, ServersModule],
  controllers: [MySubscriptionController],
})
export class OrganizationDashboardModule {}
