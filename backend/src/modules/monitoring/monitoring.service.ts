import { Clock } from '../../common/clock/clock';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { totalmem } from 'node:os';
import { MetricsService } from '../metrics/metrics.service';
import { SessionDirectory } from '../sessions/session-directory';
import { ServerFleetHealth } from '../servers/fleet-health';
import { OrganizationsService } from '../organizations/organizations.service';
import {
  MonitoringApplicationMetricsDto,
  MonitoringCustomerServersDto,
  MonitoringHealthDto,
  MonitoringMetricsResponseDto,
  MonitoringSystemMetricsDto,
} from './dto/monitoring-metrics.dto';
import { HEALTH_THRESHOLDS as T } from './health-thresholds';
import { counterByLabel, counterSum, histogramTotals, percent, round } from './metric-readers';

/**
 * The admin monitoring view, computed from the same live counters /metrics exposes, so the
 * page and Prometheus never disagree. Counters start at zero when the process starts.
 */
@Injectable()
export class MonitoringService implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly sessions: SessionDirectory,
    private readonly clock: Clock,
    private readonly fleet: ServerFleetHealth,
    private readonly organizations: OrganizationsService,
  ) {}

  onModuleInit(): void {
    this.metrics.countActiveSessionsWith(() => this.sessions.countActive());
  }

  async snapshot(): Promise<MonitoringMetricsResponseDto> {
    const system = await this.system();
    const application = await this.application();
    const customerServers = await this.customerServers();
    return {
      success: true,
      timestamp: this.clock.now().toISOString(),
      health: overallHealth(system, application, customerServers),
      metrics: { system, application, customerServers },
    };
  }

  /** Every customer's AI servers by their last health check; the failing ones named. */
  private async customerServers(): Promise<MonitoringCustomerServersDto> {
    const { counts, failing } = await this.fleet.summary();
    const listed = failing.slice(0, LISTED_FAILING_SERVERS);
    const orgIds = [...new Set(listed.map((s) => s.organizationId))];
    const names = new Map(
      (await this.organizations.findByIds(orgIds)).map((o) => [o.id, o.name] as const),
    );
    return {
      ...counts,
      failingServers: listed.map((s) => ({
        id: s.id,
        name: s.name,
        organizationId: s.organizationId,
        organizationName: names.get(s.organizationId) ?? null,
        reason: s.reason,
        lastCheckedAt: s.lastCheckedAt?.toISOString() ?? null,
      })),
    };
  }

  private async system(): Promise<MonitoringSystemMetricsDto> {
    const m = this.metrics;
    const total = await counterSum(m.httpRequestsTotal);
    const errors = await counterSum(m.httpRequestsTotal, (l) => Number(l.status_code) >= 500);
    const http = await histogramTotals(m.httpRequestDuration);
    const used = process.memoryUsage().rss;
    const limit = memoryLimit();
    return {
      uptime: Math.floor(process.uptime()),
      memory: { used, total: limit, usage: percent(used, limit) },
      requests: { total },
      errorRate: percent(errors, total),
      avgResponseTime: http.count ? round((http.sum / http.count) * 1000) : 0,
    };
  }

  private async application(): Promise<MonitoringApplicationMetricsDto> {
    const m = this.metrics;
    const events = await counterByLabel(m.authEvents, 'event');
    const ai = await histogramTotals(m.aiResponseDuration);
    const db = await histogramTotals(m.dbQueryDuration);
    const dbErrors = await counterSum(m.dbQueryErrors);
    const dbTotal = db.count + dbErrors;
    return {
      activeSessions: await this.sessions.countActive(),
      auth: {
        logins: events.login_success ?? 0,
        twoFactorUses: await counterSum(m.twoFactorLogins),
        failedAttempts: (events.login_failed ?? 0) + (events['2fa_failed'] ?? 0),
      },
      aiQueries: {
        total: await counterSum(m.aiQueries),
        byType: { brain: 0, deploy: 0, ...(await counterByLabel(m.aiQueries, 'assistant')) },
        avgResponseTime: ai.count ? round((ai.sum / ai.count) * 1000) : 0,
      },
      database: {
        totalQueries: dbTotal,
        errorRate: percent(dbErrors, dbTotal),
        avgQueryTime: db.count ? round((db.sum / db.count) * 1000, 3) : 0,
      },
    };
  }
}

/** The failing servers named in the response; the counts cover all of them. */
const LISTED_FAILING_SERVERS = 50;

/**
 * Healthy while every check is under its threshold (health-thresholds.ts) and no customer's AI
 * server is failing its health checks; else degraded. The overall badge covers the installation
 * as its admin answers for it: this server and the customers' servers it watches.
 */
export function overallHealth(
  system: MonitoringSystemMetricsDto,
  app: MonitoringApplicationMetricsDto,
  servers: Pick<MonitoringCustomerServersDto, 'failing'>,
): MonitoringHealthDto {
  const checks = {
    memory: system.memory.usage < T.memoryUsagePercent,
    errorRate: system.errorRate < T.errorRatePercent,
    responseTime: system.avgResponseTime < T.avgResponseTimeMs,
    database: app.database.errorRate < T.dbErrorRatePercent,
    customerServers: servers.failing === 0,
  };
  return {
    status: Object.values(checks).every(Boolean) ? 'healthy' : 'degraded',
    checks,
    thresholds: { ...T },
  };
}

/** A container's cgroup limit when one is set (Node reports it), otherwise physical RAM. */
function memoryLimit(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  const ram = totalmem();
  return constrained > 0 && constrained < ram ? constrained : ram;
}
