import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { SubscriptionPeriodsService } from '../src/modules/billing/subscriptions/subscription-periods.service';
import { signedInAs } from './admin-helpers';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { fakeOllama, FakeServer } from './fake-model-servers';
import { Account, newOrganization, Organization, server } from './organizations-helpers';

describe('Built-in billing: periods, invoices, plan changes and cancellation', () => {
  let app: NestFastifyApplication;
  let periods: SubscriptionPeriodsService;
  let ollama: FakeServer;
  const clock = new ManualClock(new Date('2026-01-31T10:00:00Z'));

  beforeAll(async () => {
    ollama = await fakeOllama();
    app = await createTestApp(
      { THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: '3600000' },
      { clock },
    );
    periods = app.get(SubscriptionPeriodsService);
  });
  afterAll(async () => {
    await app.close();
    await ollama.close();
  });

  const dashboard = async (org: Organization) =>
    (await org.owner.client.agent.get('/api/billing/my-subscription').expect(200)).body;
  const invoices = async (org: Organization) =>
    (await org.owner.client.agent.get('/api/billing/invoices').expect(200)).body;

  /**
   * Moves the clock to `at` and runs the period job as the scheduler would. Sessions expire with
   * the clock too (12 h at most), so the accounts sign in again, from a fresh cookie jar.
   */
  async function runJobAt(at: Date, ...signedIn: Account[]): Promise<void> {
    clock.set(at);
    await periods.advanceDuePeriods();
    for (const account of signedIn) {
      account.client = new ApiClient(app);
      await account.client.login(account.username).then(expectStatus(200));
    }
  }

  it('tells the confirm step that payment is by invoice, with its trial and due days (issue 34)', async () => {
    const res = await new ApiClient(app).agent.get('/api/billing/checkout-terms').expect(200);
    expect(res.body).toEqual({ provider: 'builtin', trialDays: 14, invoiceDueDays: 14 });
  });

  it('moves trialing → active → past_due → active (paid) → canceled (at period end)', async () => {
    clock.set(new Date('2026-01-31T10:00:00Z'));
    const org = await newOrganization(app, 'professional');
    const admin = await signedInAs(app, 'admin');
    const trial = (await dashboard(org)).subscription;
    expect(trial).toMatchObject({
      status: 'trialing',
      currentPeriodStart: '2026-01-31T10:00:00.000Z',
      currentPeriodEnd: '2026-02-14T10:00:00.000Z',
    });

    await runJobAt(new Date('2026-02-14T09:59:59Z'), org.owner, admin);
    expect((await dashboard(org)).subscription.status).toBe('trialing');
    await runJobAt(new Date('2026-02-14T10:00:30Z'), org.owner, admin);
    const active = await dashboard(org);
    expect(active.organization.subscriptionStatus).toBe('active');
    expect(active.subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-02-14T10:00:00.000Z',
      currentPeriodEnd: '2026-03-14T10:00:00.000Z',
      trialEnd: '2026-02-14T10:00:00.000Z',
    });
    const first = await invoices(org);
    expect(first.data).toHaveLength(1);
    expect(first.data[0]).toMatchObject({
      amount: 499,
      currency: 'usd',
      status: 'open',
      planId: 'professional',
      periodStart: '2026-02-14T10:00:00.000Z',
      periodEnd: '2026-03-14T10:00:00.000Z',
      dueAt: '2026-02-28T10:00:00.000Z',
      paidAt: null,
    });
    expect(first.data[0].number).toMatch(/^IK-202602-[0-9A-F]{8}$/);

    // The February invoice is still unpaid when its period ends.
    await runJobAt(new Date('2026-03-14T10:01:00Z'), org.owner, admin);
    const pastDue = await dashboard(org);
    expect(pastDue.subscription).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: '2026-04-14T10:00:00.000Z',
    });
    const second = await invoices(org);
    expect(second.data.map((i: { status: string }) => i.status)).toEqual(['open', 'open']);

    // An admin records the overdue payment: nothing overdue is left, so active again.
    const overdue = second.data[1];
    const paid = await admin.client
      .post(`/api/billing/invoices/${overdue.id}/mark-paid`, {})
      .then(expectStatus(200));
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: '2026-03-14T10:01:00.000Z' });
    expect((await dashboard(org)).subscription.status).toBe('active');

    const cancel = await org.owner.client.post('/api/billing/cancel', {}).then(expectStatus(200));
    expect(cancel.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await runJobAt(new Date('2026-04-14T09:00:00Z'), org.owner);
    expect((await dashboard(org)).subscription.status).toBe('active');
    await runJobAt(new Date('2026-04-14T10:00:00Z'), org.owner);
    const ended = (await dashboard(org)).subscription;
    expect(ended).toMatchObject({ status: 'canceled', canceledAt: '2026-04-14T10:00:00.000Z' });
    expect((await invoices(org)).data).toHaveLength(2);
  });

  it('cancels a subscription left past due for a whole period, catching up after downtime', async () => {
    clock.set(new Date('2026-05-01T00:00:00Z'));
    const org = await newOrganization(app, 'starter');
    await org.owner.client.post('/api/servers', server(ollama.url)).then(expectStatus(201));
    // The app was down for three months: every missed period end is applied in order.
    await runJobAt(new Date('2026-08-20T00:00:00Z'), org.owner);
    const data = await dashboard(org);
    expect(data.subscription).toMatchObject({
      status: 'canceled',
      canceledAt: '2026-07-15T00:00:00.000Z',
    });
    // active (May 15 → Jun 15), past due (Jun 15 → Jul 15), canceled: two invoices, both unpaid.
    expect((await invoices(org)).data.map((i: { amount: number }) => i.amount)).toEqual([99, 99]);
    expect(data.servers.map((s: { status: string }) => s.status)).toEqual(['stopped']);
    const add = await org.owner.client
      .post('/api/servers', server(ollama.url))
      .then(expectStatus(402));
    expect(add.body.code).toBe('SUBSCRIPTION_INACTIVE');
  });

  it('resumes a pending cancellation', async () => {
    const org = await newOrganization(app, 'starter');
    await org.owner.client.post('/api/billing/cancel', {}).then(expectStatus(200));
    const resumed = await org.owner.client.post('/api/billing/resume', {}).then(expectStatus(200));
    expect(resumed.body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('changes plan at once, refuses a downgrade below the server count, and restarts an ended subscription', async () => {
    clock.set(new Date('2026-09-01T00:00:00Z'));
    const org = await newOrganization(app, 'starter');
    const up = await org.owner.client
      .post('/api/billing/change-plan', { planId: 'enterprise' })
      .then(expectStatus(200));
    expect(up.body).toMatchObject({
      success: true,
      subscription: { planId: 'enterprise', status: 'trialing' },
      plan: { id: 'enterprise', maxServers: -1 },
      checkoutUrl: null,
    });
    for (let i = 0; i < 3; i += 1) {
      await org.owner.client
        .post('/api/servers', server(ollama.url, { name: `s${i}` }))
        .then(expectStatus(201));
    }
    const down = await org.owner.client
      .post('/api/billing/change-plan', { planId: 'starter' })
      .then(expectStatus(409));
    expect(down.body).toMatchObject({
      code: 'TOO_MANY_SERVERS_FOR_PLAN',
      message:
        'The Starter plan allows 1 AI server and your organization has 3. Remove servers first.',
    });
    const same = await org.owner.client
      .post('/api/billing/change-plan', { planId: 'enterprise' })
      .then(expectStatus(409));
    expect(same.body.code).toBe('SAME_PLAN');
    const unknown = await org.owner.client
      .post('/api/billing/change-plan', { planId: 'gold' })
      .then(expectStatus(404));
    expect(unknown.body.code).toBe('PLAN_NOT_FOUND');

    await org.owner.client.post('/api/billing/cancel', {}).then(expectStatus(200));
    await runJobAt(new Date('2026-09-15T00:00:01Z'), org.owner);
    expect((await dashboard(org)).subscription.status).toBe('canceled');
    const again = await org.owner.client.post('/api/billing/cancel', {}).then(expectStatus(409));
    expect(again.body.code).toBe('SUBSCRIPTION_CANCELED');

    const restart = await org.owner.client
      .post('/api/billing/change-plan', { planId: 'enterprise' })
      .then(expectStatus(200));
    expect(restart.body.subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: '2026-09-15T00:00:01.000Z',
      currentPeriodEnd: '2026-10-15T00:00:01.000Z',
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect((await invoices(org)).data[0]).toMatchObject({ amount: 1999, status: 'open' });
  });

  it('gives the owner the in-app billing page as portal', async () => {
    const org = await newOrganization(app, 'starter');
    const res = await org.owner.client.post('/api/billing/portal', {}).then(expectStatus(200));
    expect(res.body).toEqual({ success: true, url: '/billing' });
  });

  it('pages invoices for the owner only, and lets only admins record payments', async () => {
    clock.set(new Date('2026-10-01T00:00:00Z'));
    const org = await newOrganization(app, 'starter');
    await runJobAt(new Date('2026-10-15T00:00:00Z'), org.owner);
    const page = await org.owner.client.agent
      .get('/api/billing/invoices?page=1&limit=1')
      .expect(200);
    expect(page.body.pagination).toEqual({ page: 1, limit: 1, total: 1, totalPages: 1 });
    const id = page.body.data[0].id;

    const user = await signedInAs(app, 'user');
    const manager = await signedInAs(app, 'manager');
    for (const client of [user.client, manager.client, org.owner.client]) {
      await client.post(`/api/billing/invoices/${id}/mark-paid`, {}).then(expectStatus(403));
    }
    const admin = await signedInAs(app, 'admin');
    await admin.client.post(`/api/billing/invoices/${id}/mark-paid`, {}).then(expectStatus(200));
    const twice = await admin.client
      .post(`/api/billing/invoices/${id}/mark-paid`, {})
      .then(expectStatus(409));
    expect(twice.body.code).toBe('INVOICE_NOT_OPEN');
    const missing = await admin.client
      .post('/api/billing/invoices/00000000-0000-4000-8000-000000000000/mark-paid', {})
      .then(expectStatus(404));
    expect(missing.body.code).toBe('INVOICE_NOT_FOUND');
  });

  it('keeps each organisation’s invoices and billing to itself', async () => {
    clock.set(new Date('2026-11-01T00:00:00Z'));
    const a = await newOrganization(app, 'starter');
    const b = await newOrganization(app, 'professional');
    await runJobAt(new Date('2026-11-15T00:00:01Z'), a.owner, b.owner);
    const aInvoices = (await invoices(a)).data;
    const bInvoices = (await invoices(b)).data;
    expect(aInvoices).toHaveLength(1);
    expect(bInvoices).toHaveLength(1);
    expect(aInvoices[0].id).not.toBe(bInvoices[0].id);
    expect(aInvoices[0].amount).toBe(99);
    await b.owner.client.post('/api/billing/cancel', {}).then(expectStatus(200));
    expect((await dashboard(a)).subscription.cancelAtPeriodEnd).toBe(false);
  });
});
