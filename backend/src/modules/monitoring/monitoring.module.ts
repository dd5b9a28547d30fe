import { Module } from '@nestjs/common';
import { DbQueryMetricsSubscriber } from './db-query-metrics.subscriber';
import { MonitoringController } from './monitoring.controller';
import { MonitoringService } from './monitoring.service';

@Module({
  controllers: [MonitoringController],
  providers: [MonitoringService, DbQueryMetricsSubscriber],
})
export class MonitoringModule {}
