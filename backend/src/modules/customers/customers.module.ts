import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlanEntity } from '../billing/entities/plan.entity';
import { SubscriptionEntity } from '../billing/entities/subscription.entity';
import { OrganizationEntity } from '../organizations/entities/organization.entity';
import { ServersModule } from '../servers/servers.module';
import { AdminCustomersController } from './admin-customers.controller';
import { AdminCustomersService } from './admin-customers.service';

/** The admin's read model of customers: organizations with plan, servers and members. */
@Module({
  imports: [
    ServersModule,
    TypeOrmModule.forFeature([OrganizationEntity, SubscriptionEntity, PlanEntity]),
  ],
  controllers: [AdminCustomersController],
  providers: [AdminCustomersService],
})
export class CustomersModule {}
