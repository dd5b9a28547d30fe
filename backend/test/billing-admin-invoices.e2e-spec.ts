import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { SubscriptionPeriodsService } from '../src/modules/billing/subscriptions/subscription-periods.service';
import { signedInAs } from './admin-helpers';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { newOrganization } from './organizations-helpers';

interface Row {
  id: string;
  status: string;
  paidAt: string | null;
  organization: { id: string; name: string; slug: string } | null;
}

describe('GET /api/admin/invoices: every organisation’s invoices for admins', () => {
  let app: NestFastifyApplication;
  // In the past: sessions are checked against this clock but their cookies expire in real time.
  const clock = new ManualClock(new Date('2025-03-01T00:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' }, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Every page of the list for `status`, so rows of other tests in the database don't matter. */
  async function allRows(client: ApiClient, status: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const res = await client.agent
        .get(`/api/admin/invoices?status=${status}&page=${page}&limit=100`)
        .expect(200);
      rows.push(...res.body.data);
      if (page >= res.body.pagination.totalPages) return rows;
    }
  }

  it('lists another organisation’s open invoice; once marked paid it moves to the paid filter', async () => {
    const org = await newOrganization(app, 'professional');
    // The trial ends: the first period is invoiced.
    clock.set(new Date('2025-03-15T00:00:01Z'));
    await app.get(SubscriptionPeriodsService).advanceDuePeriods();
    const admin = await signedInAs(app, 'admin');

    const byDefault = await admin.client.agent.get('/api/admin/invoices').expect(200);
    expect(byDefault.body.pagination).toMatchObject({ page: 1, limit: 10 });
    const open = (await allRows(admin.client, 'open')).filter((r) => r.organization?.id === org.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      status: 'open',
      organization: { id: org.id, name: org.name, slug: org.slug },
      planId: 'professional',
      planName: 'Professional',
      provider: 'builtin',
      amount: 499,
      currency: 'usd',
      periodStart: '2025-03-15T00:00:00.000Z',
      periodEnd: '2025-04-15T00:00:00.000Z',
      dueAt: '2025-03-29T00:00:00.000Z',
      paidAt: null,
    });
    expect((open[0] as unknown as { number: string }).number).toMatch(/^IK-202503-/);
    const id = open[0].id;
    expect((await allRows(admin.client, 'paid')).some((r) => r.id === id)).toBe(false);

    await admin.client.post(`/api/billing/invoices/${id}/mark-paid`, {}).then(expectStatus(200));

    expect((await allRows(admin.client, 'open')).some((r) => r.id === id)).toBe(false);
    const paid = (await allRows(admin.client, 'paid')).find((r) => r.id === id);
    expect(paid).toMatchObject({ status: 'paid', paidAt: '2025-03-15T00:00:01.000Z' });
    const all = (await allRows(admin.client, 'all')).find((r) => r.id === id);
    expect(all).toMatchObject({ status: 'paid' });
  });

  it('is for billing:manage only: 401 signed out, 403 for users, managers and owners', async () => {
    await new ApiClient(app).agent.get('/api/admin/invoices').expect(401);
    const org = await newOrganization(app, 'starter');
    const user = await signedInAs(app, 'user');
    const manager = await signedInAs(app, 'manager');
    for (const client of [user.client, manager.client, org.owner.client]) {
      await client.agent.get('/api/admin/invoices').expect(403);
    }
  });

  it('refuses a bad query with 400 in the one error shape', async () => {
    const admin = await signedInAs(app, 'admin');
    for (const query of ['status=void', 'status=', 'status[]=open', 'page=0', 'limit=101']) {
      const res = await admin.client.agent.get(`/api/admin/invoices?${query}`).expect(400);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const res = await admin.client.agent.get('/api/admin/invoices?status=void').expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: ['status must be one of: open, paid, all'],
    });
  });
});
