import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { hostname } from 'node:os';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../clock/clock';
import { JobRunEntity } from './entities/job-run.entity';

/** Claims older than this are deleted; they only need to outlive clock skew between replicas. */
const CLAIM_RETENTION_MS = 24 * 60 * 60 * 1000;
const REPLICA_ID = `${hostname()}:${process.pid}`.slice(0, 64);

/**
 * Runs a scheduled job at most once per period across every backend replica. Each replica's
 * timer still fires; the first to insert (job, period) into `job_runs` runs it, the others see
 * the primary-key conflict and skip. Works the same on SQLite (one process) and PostgreSQL.
 */
@Injectable()
export class JobRunner implements BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    @InjectRepository(JobRunEntity) private readonly runs: Repository<JobRunEntity>,
    private readonly clock: Clock,
  ) {}

  /** True when this replica claimed the period and ran `work`; false when another one had. */
  async runOncePerPeriod(
    job: string,
    periodMs: number,
    work: () => Promise<void>,
  ): Promise<boolean> {
    if (this.stopping || !(await this.claim(job, periodMs))) return false;
    const run = work().catch((err: unknown) => {
      this.logger.error(`Job ${job} failed: ${err instanceof Error ? err.stack : err}`);
    });
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
    return true;
  }

  /**
   * A shutdown stops at a safe point: no new run starts, and the runs under way finish before
   * Nest closes the database pool under them (TypeORM closes in onApplicationShutdown, after
   * this hook). The process-wide SHUTDOWN_TIMEOUT_MS bounds the wait.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async claim(job: string, periodMs: number): Promise<boolean> {
    const now = this.clock.now();
    const period = String(Math.floor(now.getTime() / periodMs));
    try {
      await this.runs.insert({ job, period, claimedAt: now, claimedBy: REPLICA_ID });
    } catch {
      return false; // another replica claimed this period first
    }
    await this.runs.delete({
      job,
      claimedAt: LessThan(new Date(now.getTime() - CLAIM_RETENTION_MS)),
    });
    return true;
  }
}
