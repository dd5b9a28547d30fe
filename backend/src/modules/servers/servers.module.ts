import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '../billing/billing.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AppConfig } from '../../config/app-config.service';
import { ServerEntity } from './entities/server.entity';
import { AddressPolicy } from './network/address-policy';
import { ServerKeyCipher } from './server-key-cipher';
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
    ServerKeyCipher,
    {
      provide: AddressPolicy,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new AddressPolicy(config.servers.allowedNetworks),
    },
    ServerFleetHealth,
  ],
  exports: [ServersService, ServerHealthChecker, AddressPolicy, ServerFleetHealth],
})
export class ServersModule {}
