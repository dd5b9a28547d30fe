import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AdminInvoicesController } from './admin-invoices.controller';
import { AdminInvoicesService } from './admin-invoices.service';
import { BillingController } from './billing.controller';
import { BillingEventEntity } from './entities/billing-event.entity';
import { InvoiceEntity } from './entities/invoice.entity';
import { PlanEntity } from './entities/plan.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import { InvoicesService } from './invoices.service';
import { OnboardingService } from './onboarding.service';
import { PlansService } from './plans.service';
import { BillingProviders } from './providers/billing-providers';
import { createBillingProviders } from './providers/create-billing-providers';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';
import { StripeWebhookService } from './stripe/stripe-webhook.service';
import { SubscriptionEvents } from './subscriptions/subscription-events';
import { SubscriptionPeriodsJob } from './subscriptions/subscription-periods.job';
import { SubscriptionPeriodsService } from './subscriptions/subscription-periods.service';
import { SubscriptionsService } from './subscriptions/subscriptions.service';

/**
 * Plans, subscriptions, invoices and the payment provider. Servers and licences build on it and
 * follow its changes through SubscriptionEvents.
 */
@Module({
  imports: [
    OrganizationsModule,
    TypeOrmModule.forFeature([PlanEntity, SubscriptionEntity, InvoiceEntity, BillingEventEntity]),
  ],
  controllers: [BillingController, StripeWebhookController, AdminInvoicesController],
  providers: [
    PlansService,
    InvoicesService,
    AdminInvoicesService,
    SubscriptionEvents,
    SubscriptionsService,
    SubscriptionPeriodsService,
    SubscriptionPeriodsJob,
    OnboardingService,
    StripeWebhookService,
    {
      provide: BillingProviders,
      inject: [AppConfig, Clock, InvoicesService],
      useFactory: createBillingProviders,
    },
  ],
  exports: [PlansService, SubscriptionsService, SubscriptionEvents, SubscriptionPeriodsService],
})
export class BillingModule {}
