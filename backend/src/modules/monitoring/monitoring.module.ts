import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ServersModule } from '../servers/servers.module';
import { DbQueryMetricsSubscriber } from './db-query-metrics.subscriber';
import { MonitoringController } from './monitoring.controller';
import { MonitoringService } from './monitoring.service';

@Module({
  imports: [ServersModule, OrganizationsModule],
  controllers: [MonitoringController],
  providers: [MonitoringService, DbQueryMetricsSubscriber],
})
export class MonitoringModule {}
