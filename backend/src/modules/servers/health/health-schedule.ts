import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.service';

/**
 * When servers are checked: every SERVER_HEALTH_INTERVAL_MS (30 s), failing ones included, so a
 * server that comes back shows as healthy within one interval and the pages can promise "every
 * 30 seconds" (docs/organizations-and-billing.md). A server's `nextCheckAt` is when its next
 * automatic check is planned; the API shows it, so the dashboard can count down to it.
 */
@Injectable()
export class HealthSchedule {
  readonly intervalMs: number;
  private readonly timeoutMs: number;

  constructor(config: AppConfig) {
    this.intervalMs = config.servers.healthIntervalMs;
    this.timeoutMs = config.servers.healthTimeoutMs;
  }

  /** The next automatic check of a server whose check started at `checkedAt`. */
  nextAfter(checkedAt: Date): Date {
    return new Date(checkedAt.getTime() + this.intervalMs);
  }

  /**
   * A run at `now` checks every server planned up to half an interval ahead: runs fire on a
   * timer per replica, so one can come a little before a planned time, and waiting for the run
   * after would make that check an interval late.
   */
  dueBy(now: Date): Date {
    return new Date(now.getTime() + this.intervalMs / 2);
  }

  /**
   * While a run checks a server its plan is pushed past the next run's reach (half an interval
   * ahead of it, plus the time two requests may take), so an overlapping run on another replica
   * leaves it alone; the check's outcome then sets the real plan.
   */
  leaseUntil(now: Date): Date {
    return new Date(now.getTime() + this.intervalMs * 1.5 + this.timeoutMs * 2);
  }
}
