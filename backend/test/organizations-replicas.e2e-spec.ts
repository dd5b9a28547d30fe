import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../src/common/clock/manual-clock';
import { SubscriptionPeriodsJob } from '../src/modules/billing/subscriptions/subscription-periods.job';
import { ServerHealthChecker } from '../src/modules/servers/health/server-health-checker';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { fakeOllama, FakeServer } from './fake-model-servers';
import { newOrganization, server } from './organizations-helpers';

/**
 * Two backend instances on one database (one PostgreSQL in the PostgreSQL run, one SQLite file
 * otherwise): each scheduled job fires on both, and runs on exactly one per period.
 */
describe('Scheduled jobs of organisations run once per period across replicas', () => {
  const clock = new ManualClock(new Date('2026-06-01T08:00:00Z'));
  const env = {
    THROTTLE_ENABLED: 'false',
    SERVER_HEALTH_INTERVAL_MS: '3600000',
    // Shared by both instances on SQLite; PostgreSQL ignores it for the data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-replicas-')),
  };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  let ollama: FakeServer;

  beforeAll(async () => {
    ollama = await fakeOllama();
    first = await createTestApp(env, { clock });
    second = await createTestApp(env, { clock });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await ollama.close();
  });

  it('checks each server once per interval, whichever replica claims the run', async () => {
    const org = await newOrganization(first, 'professional');
    for (const name of ['a', 'b', 'c']) {
      await org.owner.client
        .post('/api/servers', server(ollama.url, { name }))
        .then(expectStatus(201));
    }
    ollama.requests.length = 0;
    clock.advance(3_600_000);
    const ran = await Promise.all(
      [first, second].map((app) => app.get(ServerHealthChecker).tick()),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(ollama.requests).toEqual(['GET /api/tags', 'GET /api/tags', 'GET /api/tags']);

    // The next period is claimed afresh (by either replica), and again only once.
    clock.advance(3_600_000);
    const next = await Promise.all(
      [second, first].map((app) => app.get(ServerHealthChecker).tick()),
    );
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(ollama.requests).toHaveLength(6);
    // Two hours passed on the app's clock: the owner's session idled out; sign in again.
    await org.owner.client.csrf();
    await org.owner.client.login(org.owner.username).then(expectStatus(200));
    const seen = await org.owner.client.agent.get('/api/billing/my-subscription').expect(200);
    expect(seen.body.servers.map((s: { status: string }) => s.status)).toEqual([
      'active',
      'active',
      'active',
    ]);
  });

  it('moves a subscription to its next period once, with one invoice', async () => {
    clock.set(new Date('2026-07-01T08:00:00Z'));
    const org = await newOrganization(first, 'starter');
    clock.set(new Date('2026-07-15T08:00:30Z'));
    const ran = await Promise.all(
      [first, second, first, second].map((app) => app.get(SubscriptionPeriodsJob).run()),
    );
    expect(ran.filter(Boolean)).toHaveLength(1);
    // Signed in again on the other replica: the trial ended two weeks later by the clock.
    const client = new ApiClient(second);
    await client.login(org.owner.username).then(expectStatus(200));
    const invoices = await client.agent.get('/api/billing/invoices').expect(200);
    expect(invoices.body.data).toHaveLength(1);
    const data = await client.agent.get('/api/billing/my-subscription').expect(200);
    expect(data.body.subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-07-15T08:00:00.000Z',
    });
  });
});
