import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MetricsService } from '../src/modules/metrics/metrics.service';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { signedInAs, SignedIn } from './admin-helpers';
import { serverInState, stopEveryServer } from './fleet-helpers';
import { newOrganization } from './organizations-helpers';

const num = expect.any(Number);

describe('GET /api/monitoring/metrics', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  const snapshot = async () =>
    (await admin.client.agent.get('/api/monitoring/metrics').expect(200)).body;

  it('answers exactly the spec’s shape (section 3)', async () => {
    const body = await snapshot();
    expect(body).toEqual({
      success: true,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      health: {
        status: expect.stringMatching(/^(healthy|degraded)$/),
        checks: {
          memory: expect.any(Boolean),
          errorRate: expect.any(Boolean),
          responseTime: expect.any(Boolean),
          database: expect.any(Boolean),
          customerServers: expect.any(Boolean),
        },
        thresholds: {
          memoryUsagePercent: 90,
          errorRatePercent: 5,
          avgResponseTimeMs: 1000,
          dbErrorRatePercent: 1,
        },
      },
      metrics: {
        system: {
          uptime: num,
          memory: { used: num, total: num, usage: num },
          requests: { total: num },
          errorRate: num,
          avgResponseTime: num,
        },
        application: {
          activeSessions: num,
          auth: { logins: num, twoFactorUses: num, failedAttempts: num },
          aiQueries: { total: num, byType: { brain: 0, deploy: 0 }, avgResponseTime: 0 },
          database: { totalQueries: num, errorRate: num, avgQueryTime: num },
        },
        customerServers: {
          total: num,
          healthy: num,
          failing: num,
          unchecked: num,
          stopped: num,
          failingServers: expect.any(Array),
        },
      },
    });
    expect(body.metrics.system.memory.used).toBeLessThan(body.metrics.system.memory.total);
  });

  it('counts signed-in sessions of every user and device, never a visitor’s (issue 42)', async () => {
    const active = async () => (await snapshot()).metrics.application.activeSessions;
    const before = await active();
    // A visitor opening the sign-in page or a form gets a session for its CSRF token alone.
    await new ApiClient(app).csrf();
    expect(await active()).toBe(before);
    const name = uniqueName();
    const laptop = new ApiClient(app);
    await laptop.register(name);
    await laptop.login(name).then(expectStatus(200));
    const phone = new ApiClient(app);
    await phone.login(name).then(expectStatus(200));
    expect(await active()).toBe(before + 2);
    await phone.post('/api/auth/logout').then(expectStatus(200));
    expect(await active()).toBe(before + 1);
  });

  it('moves its counters with real traffic', async () => {
    const before = await snapshot();
    const other = new ApiClient(app);
    const name = uniqueName();
    await other.register(name);
    await other.login(name);
    await new ApiClient(app).login(name, 'wrong-password-here');
    const metrics = app.get(MetricsService);
    metrics.recordAiQuery('brain', 0.2);
    metrics.recordAiQuery('deploy', 0.4);
    metrics.recordAiQuery('compliance', 0.6);
    metrics.recordAuthEvent('login_success', { twoFactor: 'totp' });

    const after = await snapshot();
    const [b, a] = [before.metrics, after.metrics];
    expect(a.system.requests.total).toBeGreaterThanOrEqual(b.system.requests.total + 4);
    expect(a.application.auth.logins).toBe(b.application.auth.logins + 2);
    expect(a.application.auth.failedAttempts).toBe(b.application.auth.failedAttempts + 1);
    expect(a.application.auth.twoFactorUses).toBe(b.application.auth.twoFactorUses + 1);
    expect(a.application.activeSessions).toBeGreaterThan(b.application.activeSessions);
    expect(a.application.aiQueries).toEqual({
      total: 3,
      byType: { brain: 1, deploy: 1, compliance: 1 },
      avgResponseTime: 400,
    });
    expect(a.application.database.totalQueries).toBeGreaterThan(
      b.application.database.totalQueries,
    );
    expect(a.system.avgResponseTime).toBeGreaterThan(0);
  });

  it("counts the customers' AI servers and names a failing one, which degrades health", async () => {
    // On PostgreSQL the files of a shard share one database: servers other files left behind are
    // stopped first, so this test sees exactly the healthy and failing servers it adds.
    const stoppedBefore = await stopEveryServer(app);
    const org = await newOrganization(app);
    await serverInState(app, org.id, { name: 'Alpha', status: 'active', healthStatus: 'healthy' });
    await serverInState(app, org.id, {
      name: 'Paused',
      status: 'stopped',
      healthStatus: 'unknown',
    });
    const healthy = await snapshot();
    expect(healthy.metrics.customerServers).toMatchObject({
      total: stoppedBefore + 2,
      healthy: 1,
      failing: 0,
    });
    expect(healthy.health.checks.customerServers).toBe(true);

    const failing = await serverInState(app, org.id, {
      name: 'GPU box 2',
      status: 'failed',
      healthStatus: 'unhealthy',
      healthReason: 'Connection refused at 10.0.0.6:11434: is the server running?',
    });
    const body = await snapshot();
    expect(body.metrics.customerServers).toEqual({
      total: stoppedBefore + 3,
      healthy: 1,
      failing: 1,
      unchecked: 0,
      stopped: stoppedBefore + 1,
      failingServers: [
        {
          id: failing.id,
          name: 'GPU box 2',
          organizationId: org.id,
          organizationName: org.name,
          reason: 'Connection refused at 10.0.0.6:11434: is the server running?',
          lastCheckedAt: failing.lastCheckedAt!.toISOString(),
        },
      ],
    });
    expect(body.health.checks.customerServers).toBe(false);
    expect(body.health.status).toBe('degraded');
  });

  it('counts server errors in the error rate and degrades health past the threshold', async () => {
    const metrics = app.get(MetricsService);
    for (let i = 0; i < 1000; i += 1) metrics.observeRequest('GET', '/api/x', 500, 0.001);
    const body = await snapshot();
    expect(body.metrics.system.errorRate).toBeGreaterThan(5);
    expect(body.health.checks.errorRate).toBe(false);
    expect(body.health.status).toBe('degraded');
  });
});
