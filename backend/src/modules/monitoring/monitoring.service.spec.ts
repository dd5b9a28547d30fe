import { Counter, Histogram } from 'prom-client';
import {
  MonitoringApplicationMetricsDto,
  MonitoringSystemMetricsDto,
} from './dto/monitoring-metrics.dto';
import { counterByLabel, counterSum, histogramTotals, percent, round } from './metric-readers';
import { overallHealth } from './monitoring.service';

describe('reading the live counters', () => {
  // Unregistered metrics: the process-wide registry is the app's.
  const requests = new Counter({
    name: 'test_requests_total',
    help: 'h',
    labelNames: ['status_code'],
    registers: [],
  });
  const queries = new Counter({
    name: 'test_queries_total',
    help: 'h',
    labelNames: ['assistant'],
    registers: [],
  });
  const durations = new Histogram({
    name: 'test_duration_seconds',
    help: 'h',
    labelNames: ['route'],
    buckets: [0.1, 1],
    registers: [],
  });

  beforeAll(() => {
    requests.inc({ status_code: '200' }, 7);
    requests.inc({ status_code: '500' }, 2);
    requests.inc({ status_code: '503' });
    queries.inc({ assistant: 'brain' }, 2);
    queries.inc({ assistant: 'deploy' });
    durations.observe({ route: '/a' }, 0.2);
    durations.observe({ route: '/b' }, 0.4);
  });

  it('sums a counter over the label sets asked for', async () => {
    expect(await counterSum(requests)).toBe(10);
    expect(await counterSum(requests, (l) => Number(l.status_code) >= 500)).toBe(3);
  });

  it('adds up count and sum of a histogram over every label set (not its buckets)', async () => {
    const totals = await histogramTotals(durations);
    expect(totals.count).toBe(2);
    expect(totals.sum).toBeCloseTo(0.6);
  });

  it('counts per label value', async () => {
    expect(await counterByLabel(queries, 'assistant')).toEqual({ brain: 2, deploy: 1 });
  });

  it('gives percentages to two decimals, 0 of nothing', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(5, 0)).toBe(0);
    expect(round(0.12345, 3)).toBe(0.123);
  });
});

describe('overallHealth', () => {
  const system = (over: Partial<MonitoringSystemMetricsDto> = {}) =>
    ({
      memory: { used: 1, total: 2, usage: 50 },
      errorRate: 0,
      avgResponseTime: 20,
      ...over,
    }) as MonitoringSystemMetricsDto;
  const app = (dbErrorRate = 0) =>
    ({ database: { errorRate: dbErrorRate } }) as MonitoringApplicationMetricsDto;

  it('is healthy while every check is under its threshold', () => {
    expect(overallHealth(system(), app(), { failing: 0 })).toEqual({
      status: 'healthy',
      checks: {
        memory: true,
        errorRate: true,
        responseTime: true,
        database: true,
        customerServers: true,
      },
      thresholds: {
        memoryUsagePercent: 90,
        errorRatePercent: 5,
        avgResponseTimeMs: 1000,
        dbErrorRatePercent: 1,
      },
    });
  });

  it('is degraded as soon as one check reaches its threshold, and names it', () => {
    type Case = [MonitoringSystemMetricsDto, MonitoringApplicationMetricsDto, number, string];
    const cases: Case[] = [
      [system({ memory: { used: 9, total: 10, usage: 90 } }), app(), 0, 'memory'],
      [system({ errorRate: 5 }), app(), 0, 'errorRate'],
      [system({ avgResponseTime: 1000 }), app(), 0, 'responseTime'],
      [system(), app(1), 0, 'database'],
      // A customer's AI server failing its checks: the badge must not say Healthy (issue 34).
      [system(), app(), 1, 'customerServers'],
    ];
    for (const [s, a, failingServers, failing] of cases) {
      const health = overallHealth(s, a, { failing: failingServers });
      expect(health.status).toBe('degraded');
      expect(Object.entries(health.checks).filter(([, ok]) => !ok)).toEqual([[failing, false]]);
    }
  });
});
