import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { MetricsService } from '../src/modules/metrics/metrics.service';
import { ApiClient } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { signedInAs } from './admin-helpers';
import { promtool } from './promtool';
import { newOrganization } from './organizations-helpers';
import { generation, usageContract } from './usage-helpers';

const DEPLOY = join(__dirname, '..', '..', 'deploy');

describe('Prometheus exposition and operator files', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('serves the ironkeep_* metrics and passes `promtool check metrics`', async () => {
    const admin = await signedInAs(app, 'admin');
    await new ApiClient(app).login(uniqueName('ghost'));
    app.get(MetricsService).recordAiQuery('brain', 0.4);
    // A generation through the usage module, as the inference gateway reports one.
    const org = await newOrganization(app);
    const usage = usageContract(app);
    await usage.allowance.admit(org.id);
    usage.meter.record(generation(org.id, { outcome: 'cancelled', timeToFirstTokenMs: null }));
    await admin.client.agent.get('/api/monitoring/metrics').expect(200);

    const { text } = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(text).toMatch(/^ironkeep_auth_events_total\{event="login_success"\} [1-9]/m);
    expect(text).toMatch(/^ironkeep_auth_events_total\{event="login_failed"\} [1-9]/m);
    expect(text).toMatch(/^ironkeep_ai_queries_total\{assistant="brain"\} 1$/m);
    expect(text).toMatch(/^ironkeep_ai_response_duration_seconds_count\{assistant="brain"\} 1$/m);
    expect(text).toMatch(/^ironkeep_active_sessions [1-9]/m);
    expect(text).toMatch(/^ironkeep_db_query_duration_seconds_count [1-9]/m);
    expect(text).not.toContain('nodejs_active_handles_total');
    const llm = `organization="${org.slug}",model="llama3.2"`;
    expect(text).toContain(`ironkeep_llm_tokens_total{${llm},kind="completion"} 17\n`);
    expect(text).toMatch(
      new RegExp(
        `^ironkeep_llm_requests_total\\{${llm},server="[^"]+",outcome="cancelled"\\} 1$`,
        'm',
      ),
    );
    expect(text).toMatch(/^ironkeep_llm_request_duration_seconds_count\{model="llama3.2"\} 1$/m);
    expect(text).toMatch(/^ironkeep_llm_month_tokens_used\{organization="[^"]+"\} \d+$/m);
    expect(text).toContain('# TYPE ironkeep_llm_time_to_first_token_seconds histogram');
    expect(text).toContain('# TYPE ironkeep_llm_server_up gauge');

    const check = promtool(['check', 'metrics'], text);
    if (check.code !== 0 || check.output.trim() !== '') {
      throw new Error(`promtool check metrics failed:\n${check.output}`);
    }
  });

  it('ships a valid scrape config and alert rules', () => {
    const config = promtool(['check', 'config', join(DEPLOY, 'prometheus', 'prometheus.yml')]);
    expect({ code: config.code, output: config.output }).toMatchObject({ code: 0 });
    expect(config.output).toContain('1 rule files found');
    const rules = promtool(['check', 'rules', join(DEPLOY, 'prometheus', 'alerts.yml')]);
    expect(rules.code).toBe(0);
    // The usage alerts' own tests: one alert per server across replicas, 90 % of the allowance.
    const tests = promtool(['test', 'rules', join(DEPLOY, 'prometheus', 'alerts.test.yml')]);
    expect({ code: tests.code, output: tests.output }).toMatchObject({ code: 0 });
    for (const alert of [
      'InstanceDown',
      'HighErrorRate',
      'SlowResponses',
      'ManyFailedLogins',
      'AiServerDown',
      'TokenAllowanceNearlyUsed',
    ]) {
      expect(readFileSync(join(DEPLOY, 'prometheus', 'alerts.yml'), 'utf8')).toContain(
        `alert: IronKeep${alert}`,
      );
    }
  });

  it('ships a Grafana dashboard that queries only metrics the backend exposes', async () => {
    const dashboard = JSON.parse(
      readFileSync(join(DEPLOY, 'grafana', 'ironkeep-dashboard.json'), 'utf8'),
    );
    const { text } = await request(app.getHttpServer()).get('/metrics').expect(200);
    const exposed = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\S+)/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name],
      ),
    );
    const exprs: string[] = dashboard.panels.flatMap((p: { targets?: { expr: string }[] }) =>
      (p.targets ?? []).map((t) => t.expr),
    );
    expect(exprs.length).toBeGreaterThanOrEqual(6);
    for (const expr of exprs) {
      const names = expr.match(/\b(?:http|ironkeep|process|nodejs)_[a-z_]+\b/g) ?? [];
      for (const name of names)
        expect({ expr, name, exposed: exposed.has(name) }).toMatchObject({ exposed: true });
    }
  });
});
