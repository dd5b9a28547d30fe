import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { MetricsService } from '../../metrics/metrics.service';
import { AllowanceLimits } from '../allowance/allowance-limits';
import { MonthCounter } from '../allowance/month-counter';
import { monthKey } from '../usage-calendar';
import { runSql } from '../usage-sql';

interface ServerRow {
  id: string;
  organization: string;
  name: string;
  model: string;
  health_status: string;
}

/**
 * Gauges read from the shared state at scrape time, so every replica reports the same values
 * (alert rules take `max` over instances): each server's last health check (the checker runs on
 * one replica; the database holds its result) and each organization's month against its allowance.
 */
@Injectable()
export class LlmGauges {
  private readonly logger = new Logger(LlmGauges.name);

  constructor(
    metrics: MetricsService,
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: AllowanceLimits,
    private readonly counter: MonthCounter,
    private readonly clock: Clock,
  ) {
    const registers = [metrics.registry];
    // prom-client collects every metric of a scrape at once: each gauge awaits one shared read.
    const servers = sharedPerScrape(() => this.servers());
    const allowances = sharedPerScrape(() => this.allowances());
    new Gauge({
      name: 'ironkeep_llm_server_up',
      help: "1 when the AI server's last health check passed, 0 when it failed (stopped and unchecked servers are left out)",
      labelNames: ['server'],
      registers,
      collect: this.collector('servers', servers, (gauge, rows) => {
        for (const row of rows) {
          gauge.set({ server: row.id }, row.health_status === 'healthy' ? 1 : 0);
        }
      }),
    });
    new Gauge({
      name: 'ironkeep_llm_server_info',
      help: "Always 1: an AI server's organization, name and model, to join on the server label",
      labelNames: ['server', 'organization', 'name', 'model'],
      registers,
      collect: this.collector('servers', servers, (gauge, rows) => {
        for (const { id, organization, name, model } of rows) {
          gauge.set({ server: id, organization, name, model }, 1);
        }
      }),
    });
    new Gauge({
      name: 'ironkeep_llm_month_token_allowance',
      help: "The organization's monthly token allowance (organizations without a limit are left out)",
      labelNames: ['organization'],
      registers,
      collect: this.collector('allowances', allowances, (gauge, rows) => {
        for (const row of rows) {
          if (row.limitTokens !== null) gauge.set({ organization: row.slug }, row.limitTokens);
        }
      }),
    });
    new Gauge({
      name: 'ironkeep_llm_month_tokens_used',
      help: 'Tokens the organization used this month (UTC), as the allowance counts them',
      labelNames: ['organization'],
      registers,
      collect: this.collector('allowances', allowances, (gauge, rows) => {
        for (const row of rows) gauge.set({ organization: row.slug }, row.used);
      }),
    });
  }

  /**
   * A gauge's collect(): reset and refill from the shared read. A scrape during a database outage
   * keeps the last values rather than failing /metrics.
   */
  private collector<T, L extends string>(
    what: string,
    read: () => Promise<T[]>,
    fill: (gauge: Gauge<L>, rows: T[]) => void,
  ) {
    const logger = this.logger;
    return async function (this: Gauge<L>): Promise<void> {
      try {
        const rows = await read();
        this.reset();
        fill(this, rows);
      } catch (err) {
        logger.warn(`Could not read ${what} for /metrics: ${err}`);
      }
    };
  }

  private async allowances() {
    const organizations = await this.limits.all();
    const counts = await this.counter.read(
      monthKey(this.clock.nowMs()),
      organizations.map((o) => o.organizationId),
    );
    return organizations.map((o) => ({ ...o, used: counts.get(o.organizationId) ?? 0 }));
  }

  private servers(): Promise<ServerRow[]> {
    return runSql<ServerRow>(
      this.db,
      `SELECT s.id, o.slug AS organization, s.name, s.model, s.health_status
       FROM servers s JOIN organizations o ON o.id = s.organization_id
       WHERE s.status <> 'stopped' AND s.health_status IN ('healthy', 'unhealthy')`,
    );
  }
}

/** One read shared by the calls that start while it runs (the gauges of one scrape). */
function sharedPerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => setTimeout(() => (running = null), 0));
    return running;
  };
}
