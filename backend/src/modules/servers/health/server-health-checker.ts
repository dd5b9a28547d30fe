import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { JobRunner } from '../../../common/scheduling/job-runner.service';
import { AppConfig } from '../../../config/app-config.service';
import { forEachWithLimit } from '../concurrency';
import { ServerEntity, ServerStatus } from '../entities/server.entity';
import { probeServer, ProbeResult } from './probe';

export const SERVER_HEALTH_JOB = 'server-health';
/** Checks in flight at once, per run. */
export const CHECK_CONCURRENCY = 8;
/** Servers checked per run; the rest are due on the next one. */
const BATCH = 500;
/** After n failures in a row a server is checked every 2^(n-1) runs, at most every 20. */
const MAX_BACKOFF_RUNS = 20;
const CHECKED: ServerStatus[] = ['provisioning', 'active', 'failed'];

/**
 * Every SERVER_HEALTH_INTERVAL_MS (30 s), on one replica (JobRunner), asks each due server's own
 * endpoint whether it is up and serves its model: healthy → active, unhealthy → failed with the
 * reason. Per-request timeout, bounded concurrency and exponential backoff for failing servers
 * keep one dead network from slowing everyone's checks.
 */
@Injectable()
export class ServerHealthChecker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ServerHealthChecker.name);
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private running = false;

  constructor(
    @InjectRepository(ServerEntity) private readonly servers: Repository<ServerEntity>,
    private readonly runner: JobRunner,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.intervalMs = config.servers.healthIntervalMs;
    this.timeoutMs = config.servers.healthTimeoutMs;
  }

  onApplicationBootstrap(): void {
    // The interval is a setting, so it is registered here rather than with @Interval.
    this.scheduler.addInterval(
      SERVER_HEALTH_JOB,
      setInterval(() => void this.tick(), this.intervalMs),
    );
  }

  onApplicationShutdown(): void {
    if (this.scheduler.doesExist('interval', SERVER_HEALTH_JOB)) {
      this.scheduler.deleteInterval(SERVER_HEALTH_JOB);
    }
  }

  /** One scheduled run: skipped while the previous one on this replica is still going. */
  async tick(): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    try {
      return await this.runner.runOncePerPeriod(SERVER_HEALTH_JOB, this.intervalMs, () =>
        this.checkDueServers().then(() => undefined),
      );
    } finally {
      this.running = false;
    }
  }

  /** Checks every server that is due; returns how many were checked. */
  async checkDueServers(): Promise<number> {
    const now = this.clock.now();
    const due = await this.servers.find({
      where: [
        { status: In(CHECKED), nextCheckAt: LessThanOrEqual(now) },
        { status: In(CHECKED), nextCheckAt: IsNull() },
      ],
      order: { nextCheckAt: 'ASC' },
      take: BATCH,
    });
    if (due.length === 0) return 0;
    // Lease: a replica that starts the next run before these finish will not pick them again.
    const lease = new Date(now.getTime() + this.intervalMs + this.timeoutMs * 2);
    await this.servers.update({ id: In(due.map((s) => s.id)) }, { nextCheckAt: lease });
    await forEachWithLimit(due, CHECK_CONCURRENCY, (server) =>
      this.check(server).then(() => undefined),
    );
    return due.length;
  }

  /** Checks one server now and stores the outcome (unless it was stopped meanwhile). */
  async check(server: ServerEntity): Promise<ServerEntity> {
    let result: ProbeResult;
    try {
      result = await probeServer(server, this.timeoutMs);
    } catch (err) {
      this.logger.warn(`Health check of server ${server.id} failed: ${err}`);
      result = { healthy: false, reason: 'The health check could not be run' };
    }
    const now = this.clock.now();
    const failures = result.healthy ? 0 : server.consecutiveFailures + 1;
    const fields: Partial<ServerEntity> = {
      status: result.healthy ? 'active' : 'failed',
      healthStatus: result.healthy ? 'healthy' : 'unhealthy',
      healthReason: result.reason,
      lastCheckedAt: now,
      consecutiveFailures: failures,
      nextCheckAt: new Date(now.getTime() + this.backoffMs(failures)),
    };
    await this.servers.update({ id: server.id, status: Not('stopped') }, fields);
    return (await this.servers.findOneBy({ id: server.id })) ?? server;
  }

  /** 0 when healthy (due on the next run); doubles per failure in a row, up to 20 runs. */
  private backoffMs(failures: number): number {
    if (failures === 0) return 0;
    const runs = Math.min(2 ** (failures - 1), MAX_BACKOFF_RUNS);
    // Half a run early, so the timer's drift never pushes a due server to the run after.
    return runs * this.intervalMs - this.intervalMs / 2;
  }
}
