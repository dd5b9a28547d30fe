import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent';
import { MetricsService } from '../metrics/metrics.service';

/**
 * Times every query TypeORM runs (its drivers measure execution time and broadcast it after
 * each query). Registered at start-up rather than in the DataSource options so the metrics
 * registry, a Nest provider, can be injected.
 */
@Injectable()
export class DbQueryMetricsSubscriber implements EntitySubscriberInterface, OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }

  afterQuery(event: AfterQueryEvent): void {
    const seconds = event.executionTime === undefined ? undefined : event.executionTime / 1000;
    this.metrics.recordDbQuery(seconds, event.success);
  }
}
