import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JobRunner } from '../../../common/scheduling/job-runner.service';
import { SubscriptionPeriodsService } from './subscription-periods.service';

export const SUBSCRIPTION_PERIODS_JOB = 'subscription-periods';
export const SUBSCRIPTION_PERIODS_INTERVAL_MS = 60_000;

/** Once a minute, on one replica: built-in subscriptions whose period ended move on. */
@Injectable()
export class SubscriptionPeriodsJob {
  constructor(
    private readonly runner: JobRunner,
    private readonly periods: SubscriptionPeriodsService,
  ) {}

  @Interval(SUBSCRIPTION_PERIODS_INTERVAL_MS)
  run(): Promise<boolean> {
    return this.runner.runOncePerPeriod(
      SUBSCRIPTION_PERIODS_JOB,
      SUBSCRIPTION_PERIODS_INTERVAL_MS,
      async () => {
        await this.periods.advanceDuePeriods();
      },
    );
  }
}
