import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { JobRunner } from '../../../common/scheduling/job-runner.service';
import { AppConfig } from '../../../config/app-config.service';
import { DAY_MS, dayKey, monthKey } from '../usage-calendar';
import { runSql } from '../usage-sql';

const HOUR_MS = 60 * 60 * 1000;
export const USAGE_PURGE_JOB = 'usage-purge';

/**
 * Usage is kept as long as the audit trail (AUDIT_RETENTION_DAYS, default seven years): records,
 * roll-ups and notices older than that go (a monthly roll-up once its whole month is past), once a day across replicas (JobRunner). Records
 * are deleted one organization at a time, along the (organization, time) index.
 */
@Injectable()
export class UsageRetention {
  private readonly logger = new Logger(UsageRetention.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobRunner,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Interval(USAGE_PURGE_JOB, HOUR_MS)
  tick(): Promise<boolean> {
    return this.jobs.runOncePerPeriod(USAGE_PURGE_JOB, DAY_MS, () =>
      this.purge().then(() => undefined),
    );
  }

  /** Removes what is past retention; returns how many records went. */
  async purge(): Promise<number> {
    const cutoff = this.clock.nowMs() - this.config.audit.retentionDays * DAY_MS;
    const organizations = await runSql<{ organization_id: string }>(
      this.db,
      'SELECT DISTINCT organization_id FROM usage_day_totals WHERE day < ?',
      [dayKey(cutoff)],
    );
    let removed = 0;
    for (const { organization_id } of organizations) {
      const result = await this.db
        .createQueryBuilder()
        .delete()
        .from('usage_records')
        .where('organization_id = :organization_id AND occurred_at < :cutoff', {
          organization_id,
          cutoff,
        })
        .execute();
      removed += result.affected ?? 0;
    }
    await runSql(this.db, 'DELETE FROM usage_daily WHERE day < ?', [dayKey(cutoff)]);
    await runSql(this.db, 'DELETE FROM usage_day_totals WHERE day < ?', [dayKey(cutoff)]);
    // A month goes once all of it is past retention.
    await runSql(this.db, 'DELETE FROM usage_monthly WHERE month < ?', [monthKey(cutoff)]);
    await runSql(this.db, 'DELETE FROM usage_notices WHERE month < ?', [monthKey(cutoff)]);
    await runSql(this.db, 'DELETE FROM usage_month_counters WHERE month < ?', [monthKey(cutoff)]);
    if (removed > 0) this.logger.log(`Usage retention removed ${removed} records`);
    return removed;
  }
}
