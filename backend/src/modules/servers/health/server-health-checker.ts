import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { EventListeners } from '../../../common/events/event-listeners';
import { JobRunner } from '../../../common/scheduling/job-runner.service';
import { AppConfig } from '../../../config/app-config.service';
import { forEachWithLimit } from '../concurrency';
import { ServerEntity, ServerStatus } from '../entities/server.entity';
import { AddressPolicy } from '../network/address-policy';
import { ServerKeyCipher } from '../server-key-cipher';
import { HealthSchedule } from './health-schedule';
import { probeServer, ProbeResult } from './probe';

export const SERVER_HEALTH_JOB = 'server-health';
/** Checks in flight at once, per run. */
export const CHECK_CONCURRENCY = 8;
/** Servers checked per run; the rest are due on the next one. */
const BATCH = 500;
const CHECKED: ServerStatus[] = ['provisioning', 'active', 'failed'];

/**
 * Every SERVER_HEALTH_INTERVAL_MS (30 s), on one replica (JobRunner), asks each due server's own
 * endpoint whether it is up and serves its model: healthy → active, unhealthy → failed with the
 * reason. Failing servers are checked as often as healthy ones (HealthSchedule): a per-request
 * deadline and bounded concurrency are what keep one dead network from slowing the others.
 */
@Injectable()
export class ServerHealthChecker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ServerHealthChecker.name);
  private readonly timeoutMs: number;
  private running = false;
  /** After every check: the gateway refreshes its copy of the organisation's servers. */
  readonly checked = new EventListeners<{ organizationId: string }>('ServerChecked');

  constructor(
    @InjectRepository(ServerEntity) private readonly servers: Repository<ServerEntity>,
    private readonly runner: JobRunner,
    private readonly scheduler: SchedulerRegistry,
    private readonly clock: Clock,
    private readonly schedule: HealthSchedule,
    private readonly policy: AddressPolicy,
    private readonly keys: ServerKeyCipher,
    config: AppConfig,
  ) {
    this.timeoutMs = config.servers.healthTimeoutMs;
  }

  onApplicationBootstrap(): void {
    // The interval is a setting, so it is registered here rather than with @Interval.
    this.scheduler.addInterval(
      SERVER_HEALTH_JOB,
      setInterval(() => void this.tick(), this.schedule.intervalMs),
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
      return await this.runner.runOncePerPeriod(SERVER_HEALTH_JOB, this.schedule.intervalMs, () =>
        this.checkDueServers().then(() => undefined),
      );
    } finally {
      this.running = false;
    }
  }

  /** Checks every server that is due; returns how many were checked. */
  async checkDueServers(): Promise<number> {
    const now = this.clock.now();
    const dueBy = this.schedule.dueBy(now);
    const due = await this.servers.find({
      where: [
        { status: In(CHECKED), nextCheckAt: LessThanOrEqual(dueBy) },
        { status: In(CHECKED), nextCheckAt: IsNull() },
      ],
      order: { nextCheckAt: 'ASC' },
      take: BATCH,
    });
    if (due.length === 0) return 0;
    // Lease: a replica that starts the next run before these finish will not pick them again.
    const lease = this.schedule.leaseUntil(now);
    await this.servers.update({ id: In(due.map((s) => s.id)) }, { nextCheckAt: lease });
    // Planned from the run's start, so the next run finds them due however long this one takes.
    await forEachWithLimit(due, CHECK_CONCURRENCY, (server) =>
      this.check(server, now).then(() => undefined),
    );
    return due.length;
  }

  /**
   * Checks one server now and stores the outcome (unless it was stopped meanwhile); the next
   * automatic check is planned an interval after `startedAt`.
   */
  async check(server: ServerEntity, startedAt = this.clock.now()): Promise<ServerEntity> {
    let result: ProbeResult;
    try {
      result = await probeServer(server, {
        timeoutMs: this.timeoutMs,
        policy: this.policy,
        apiKey: this.keys.read(server),
      });
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
      nextCheckAt: this.schedule.nextAfter(startedAt),
    };
    await this.servers.update({ id: server.id, status: Not('stopped') }, fields);
    const updated = (await this.servers.findOneBy({ id: server.id })) ?? server;
    await this.checked.emit({ organizationId: server.organizationId });
    return updated;
  }
}
