import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { dropNonConformingDefaults } from './default-metrics';

/** The application's Prometheus registry; features add their own metrics to `registry`. */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly httpRequestsTotal = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests handled, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly authEvents = new Counter({
    name: 'ironkeep_auth_events_total',
    help: 'Security-log events recorded (logins, failures, 2FA, admin actions), by event',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });

  readonly twoFactorLogins = new Counter({
    name: 'ironkeep_two_factor_logins_total',
    help: 'Sign-ins completed with a second factor (TOTP or backup code)',
    registers: [this.registry],
  });

  readonly aiQueries = new Counter({
    name: 'ironkeep_ai_queries_total',
    help: 'AI assistant queries answered, by assistant',
    labelNames: ['assistant'] as const,
    registers: [this.registry],
  });

  readonly aiResponseDuration = new Histogram({
    name: 'ironkeep_ai_response_duration_seconds',
    help: 'Time to answer one AI assistant query in seconds, by assistant',
    labelNames: ['assistant'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  readonly dbQueryDuration = new Histogram({
    name: 'ironkeep_db_query_duration_seconds',
    help: 'Successful database query duration in seconds',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [this.registry],
  });

  readonly dbQueryErrors = new Counter({
    name: 'ironkeep_db_query_errors_total',
    help: 'Database queries that failed',
    registers: [this.registry],
  });

  /** Counted at scrape time by the source the monitoring module supplies (the session store). */
  private activeSessionsSource?: () => Promise<number>;

  readonly activeSessions = new Gauge({
    name: 'ironkeep_active_sessions',
    help: 'Signed-in sessions that have not expired',
    registers: [this.registry],
    collect: async () => {
      if (this.activeSessionsSource) this.activeSessions.set(await this.activeSessionsSource());
    },
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    dropNonConformingDefaults(this.registry);
  }

  countActiveSessionsWith(source: () => Promise<number>): void {
    this.activeSessionsSource = source;
  }

  /** Called by the AI assistants once per answered query (streaming included). */
  recordAiQuery(assistant: string, seconds: number): void {
    this.aiQueries.inc({ assistant });
    this.aiResponseDuration.observe({ assistant }, seconds);
  }

  /**
   * Called by SecurityLogService for every recorded event. A login_success whose details carry
   * `twoFactor` (the method used, e.g. 'totp' or 'backup_code') also counts as a 2FA use.
   */
  recordAuthEvent(event: string, details?: Record<string, unknown>): void {
    this.authEvents.inc({ event });
    if (event === 'login_success' && details?.twoFactor) this.twoFactorLogins.inc();
  }

  recordDbQuery(seconds: number | undefined, ok: boolean): void {
    if (ok) this.dbQueryDuration.observe(seconds ?? 0);
    else this.dbQueryErrors.inc();
  }

  // Label children per (method, route, status): looking a child up by its label object costs
  // more than the observation itself on a hot path. Routes are templates, so this stays small.
  private readonly requestSeries = new Map<
    string,
    { duration: { observe(v: number): void }; total: { inc(): void } }
  >();

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${route} ${statusCode}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      const status = String(statusCode);
      series = {
        duration: this.httpRequestDuration.labels(method, route, status),
        total: this.httpRequestsTotal.labels(method, route, status),
      };
      this.requestSeries.set(key, series);
    }
    series.duration.observe(seconds);
    series.total.inc();
  }
}
