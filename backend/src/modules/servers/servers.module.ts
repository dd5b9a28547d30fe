import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/billing.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ServerEntity } from './entities/server.entity';
import { ServerFleetHealth } from './fleet-health';
import { HealthSchedule } from './health/health-schedule';
import { ServerHealthChecker } from './health/server-health-checker';
import { ServersSubscriptionListener } from './servers-subscription.listener';
import { ServersController } from './servers.controller';
import { ServersService } from './servers.service';

/** The organisation's AI servers and their live health checks. */
@Module({
  imports: [OrganizationsModule, BillingModule, TypeOrmModule.forFeature([ServerEntity])],
  controllers: [ServersController],
  providers: [
    ServersService,
    HealthSchedule,
    ServerHealthChecker,
    ServersSubscriptionListener,
    ServerFleetHealth,
  ],
  exports: [ServersService, ServerHealthChecker, ServerFleetHealth],
})
export class ServersModule {}
