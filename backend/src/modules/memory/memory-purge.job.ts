import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JobRunner } from '../../common/scheduling/job-runner.service';
import { MemoryRetentionService } from './memory-retention.service';

const HOUR_MS = 60 * 60 * 1000;
export const MEMORY_PURGE_JOB = 'memory-purge';
export const MEMORY_PURGE_PERIOD_MS = 24 * HOUR_MS;

/**
 * Applies every user's auto-delete once a day. The timer fires hourly on every replica (so a
 * restart never delays the purge by a day); JobRunner lets one replica run it per day.
 */
@Injectable()
export class MemoryPurgeJob {
  private readonly logger = new Logger('MemoryPurge');

  constructor(
    private readonly jobs: JobRunner,
    private readonly retention: MemoryRetentionService,
  ) {}

  @Interval(MEMORY_PURGE_JOB, HOUR_MS)
  async tick(): Promise<boolean> {
    return this.jobs.runOncePerPeriod(MEMORY_PURGE_JOB, MEMORY_PURGE_PERIOD_MS, async () => {
      const deleted = await this.retention.purgeExpired();
      if (deleted > 0) this.logger.log(`Auto-delete removed ${deleted} expired conversations`);
    });
  }
}
