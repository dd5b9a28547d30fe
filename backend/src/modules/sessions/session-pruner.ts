import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JobRunner } from '../../common/scheduling/job-runner.service';
import { DatabaseSessionStore } from './database-session.store';
import { SessionStore } from './session-store';

export const SESSION_PRUNE_JOB = 'session-prune';
const SESSION_PRUNE_PERIOD_MS = 10 * 60 * 1000;

/**
 * Deletes expired rows of the database session store every ten minutes, on one replica per
 * period (JobRunner). With Redis the keys expire by themselves and the claimed period does nothing.
 */
@Injectable()
export class SessionPruner {
  private readonly logger = new Logger(SessionPruner.name);

  constructor(
    private readonly store: SessionStore,
    private readonly jobs: JobRunner,
  ) {}

  @Interval(SESSION_PRUNE_JOB, SESSION_PRUNE_PERIOD_MS)
  prune(): Promise<boolean> {
    return this.jobs.runOncePerPeriod(SESSION_PRUNE_JOB, SESSION_PRUNE_PERIOD_MS, async () => {
      if (!(this.store instanceof DatabaseSessionStore)) return;
      await this.store
        .pruneExpired()
        .catch((err) => this.logger.warn(`Session prune failed: ${err}`));
    });
  }
}
