import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JobRunner } from '../../common/scheduling/job-runner.service';
import { AuditRetention, DAY_MS } from './audit-retention.service';

const HOUR_MS = 60 * 60 * 1000;
export const AUDIT_PURGE_JOB = 'audit-purge';

/** The retention purge once a day: hourly timers on every replica, one run per day (JobRunner). */
@Injectable()
export class AuditPurgeJob {
  constructor(
    private readonly jobs: JobRunner,
    private readonly retention: AuditRetention,
  ) {}

  @Interval(AUDIT_PURGE_JOB, HOUR_MS)
  tick(): Promise<boolean> {
    return this.jobs.runOncePerPeriod(AUDIT_PURGE_JOB, DAY_MS, async () => {
      await this.retention.purge();
    });
  }
}
