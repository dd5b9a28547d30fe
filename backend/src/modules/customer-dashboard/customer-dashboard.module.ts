import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ServersModule } from '../servers/servers.module';
import { MySubscriptionController } from './my-subscription.controller';
import { OrganizationAuditController } from './organization-audit.controller';
import { MySubscriptionService } from './my-subscription.service';

/**
 * The customer's view of their organisation (/customer-dashboard). It sits on top of
 * organisations, billing and servers and composes them (and shows owners their organisation's
 * audit entries), so none of those imports another upward:
 * organisations know nothing of billing or servers, billing and servers use organisations.
 */
@Module({
  imports: [OrganizationsModule, BillingModule, ServersModule],
  controllers: [MySubscriptionController, OrganizationAuditController],
  providers: [MySubscriptionService],
})
export class CustomerDashboardModule {}
