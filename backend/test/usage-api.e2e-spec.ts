import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ApiClient, expectStatus } from './api-client';
import { signedInAs } from './admin-helpers';
import { createTestApp, E2E_DB } from './app.factory';
import { addMember, newOrganization } from './organizations-helpers';
import { adminOf, setAllowance } from './usage-admin';
import { generation, usageContract } from './usage-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

/** GET /api/organizations/usage, its CSV and allowance; the admin routes (docs/usage.md). */
describe('Usage API', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it('gives a 30-day series by day, zeros included, and refuses bad ranges with 400', async () => {
    const org = await newOrganization(app);
    const usage = usageContract(app);
    usage.meter.record(generation(org.id, { startedAt: daysAgo(2) }));
    usage.meter.record(generation(org.id, { startedAt: daysAgo(40) }));
    await usage.flush();
    const res = await org.owner.client.agent
      .get('/api/organizations/usage')
      .then(expectStatus(200));
    expect(res.body.series).toHaveLength(30);
    expect(res.body.to).toBe(today());
    expect(res.body.totals).toMatchObject({ requests: 1, totalTokens: 30 });
    const day = daysAgo(2).toISOString().slice(0, 10);
    expect(res.body.series.find((s: { key: string }) => s.key === day)).toMatchObject({
      promptTokens: 13,
      completionTokens: 17,
    });

    for (const [query, message] of [
      ['from=2026-03-02&to=2026-03-01', 'from must be on or before to'],
      [
        'from=2024-01-01&to=2026-01-01',
        'The range may span at most 400 days; choose a shorter one',
      ],
      ['from=2026-02-31', 'from and to must be real days, like 2026-01-31'],
      ['to=yesterday', 'to must be a date like 2026-01-31'],
      ['groupBy=user', 'groupBy must be one of day, model, member, token, team'],
    ]) {
      const bad = await org.owner.client.agent.get(`/api/organizations/usage?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(message);
    }
  });

  it('sums 13 months from the monthly roll-up and the days at either end alike', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const usage = usageContract(app);
    const ages = [1, 33, 100, 250, 393];
    for (const [i, age] of ages.entries()) {
      usage.meter.record(
        generation(org.id, { startedAt: daysAgo(age), promptTokens: 10 ** i, userId: member.id }),
      );
    }
    await usage.flush();
    const from = daysAgo(394).toISOString().slice(0, 10);
    const expected = { requests: 5, promptTokens: 11_111, completionTokens: 85 };
    for (const groupBy of ['day', 'model', 'member', 'token']) {
      const owner = await org.owner.client.agent
        .get(`/api/organizations/usage?from=${from}&groupBy=${groupBy}`)
        .then(expectStatus(200));
      expect({ groupBy, ...owner.body.totals }).toMatchObject({ groupBy, ...expected });
      const own = await member.client.agent
        .get(`/api/organizations/usage?from=${from}&groupBy=${groupBy}`)
        .then(expectStatus(200));
      expect({ groupBy, ...own.body.totals }).toMatchObject({ groupBy, ...expected });
    }
    // A range that leaves out the oldest call, with whole months in the middle.
    const later = daysAgo(300).toISOString().slice(0, 10);
    const res = await org.owner.client.agent
      .get(`/api/organizations/usage?from=${later}&groupBy=model`)
      .then(expectStatus(200));
    expect(res.body.totals.promptTokens).toBe(1_111);
  });

  it('names API tokens and members, and exports the same scope as CSV', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const token = await org.owner.client
      .post('/api/tokens', { name: 'CI pipeline', scopes: ['read'], expiresInDays: 30 })
      .then(expectStatus(201));
    const listed = await org.owner.client.agent.get('/api/tokens').then(expectStatus(200));
    const prefix = listed.body.tokens[0].prefix;
    const usage = usageContract(app);
    usage.meter.record(generation(org.id, { userId: org.owner.id, apiTokenId: token.body.id }));
    usage.meter.record(generation(org.id, { userId: member.id, model: 'mistral:7b' }));
    await usage.flush();

    const byToken = await org.owner.client.agent
      .get('/api/organizations/usage?groupBy=token')
      .then(expectStatus(200));
    expect(byToken.body.series.map((s: { label: string }) => s.label).sort()).toEqual([
      `CI pipeline (${prefix}…)`,
      'Signed-in apps (no API token)',
    ]);

    const csv = await org.owner.client.agent
      .get('/api/organizations/usage/export.csv')
      .then(expectStatus(200));
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="ironkeep-usage-${org.slug}-\\d{4}-\\d\\d-\\d\\d-to-${today()}\\.csv"$`,
      ),
    );
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'day,member,api_token,model,requests,prompt_tokens,completion_tokens,total_tokens,estimated_requests,failed_requests,cancelled_requests',
    );
    expect(lines.slice(1).sort()).toEqual(
      [
        `${today()},${org.owner.username},CI pipeline (${prefix}…),llama3.2,1,13,17,30,0,0,0`,
        `${today()},${member.username},,mistral:7b,1,13,17,30,0,0,0`,
      ].sort(),
    );
    // A member's export holds their own calls only.
    const own = await member.client.agent
      .get('/api/organizations/usage/export.csv')
      .then(expectStatus(200));
    expect(own.text.trim().split('\r\n')).toHaveLength(2);
    expect(own.text).not.toContain(org.owner.username);

    // An admin of the installation (usage:read) who belongs to the organization sees everyone's.
    const admin = await signedInAs(app, 'admin');
    await org.owner.client
      .post('/api/organizations/members', { username: admin.username })
      .then(expectStatus(201));
    const asAdmin = await admin.client.agent
      .get('/api/organizations/usage?groupBy=member')
      .then(expectStatus(200));
    expect(asAdmin.body.scope).toBe('organization');
    expect(asAdmin.body.series).toHaveLength(2);
  });

  it('is for members of an organization only', async () => {
    const outsider = await signedInAs(app, 'user');
    for (const path of ['/api/organizations/usage', '/api/organizations/usage/allowance']) {
      expect((await outsider.client.agent.get(path)).body.code).toBe('NO_ORGANIZATION');
      expect((await new ApiClient(app).agent.get(path)).status).toBe(401);
    }
  });

  it('lets admins set, audit and remove an allowance override, with CSRF and RBAC', async () => {
    const org = await newOrganization(app, 'starter');
    const path = `/api/admin/organizations/${org.id}/token-allowance`;
    const admin = await adminOf(app);
    const set = await setAllowance(app, org.id, 1_000);
    expect(set.body).toMatchObject({
      organizationId: org.id,
      planTokens: 5_000_000,
      overridden: true,
      limitTokens: 1_000,
      usedTokens: 0,
      remainingTokens: 1_000,
    });
    const [entry] = await app
      .get(DataSource)
      .query(
        `SELECT actor_name, details FROM audit_entries WHERE action = 'token_allowance_changed' AND target_id = ${E2E_DB === 'postgres' ? '$1' : '?'}`,
        [org.id],
      );
    expect(entry.actor_name).toBe(admin.username);
    expect(JSON.parse(entry.details)).toEqual({
      monthlyTokens: 1_000,
      source: 'override',
      previous: { monthlyTokens: 5_000_000, source: 'plan' },
    });

    const removed = await admin.client.send('delete', path).then(expectStatus(200));
    expect(removed.body).toMatchObject({ overridden: false, limitTokens: 5_000_000 });

    // Without the CSRF token, as a plain user or a manager, signed out: refused.
    expect((await admin.client.agent.put(path).send({ monthlyTokens: 5 })).status).toBe(403);
    for (const role of ['user', 'manager'] as const) {
      const caller = await signedInAs(app, role);
      expect((await caller.client.send('put', path, { monthlyTokens: 5 })).status).toBe(403);
      expect((await caller.client.agent.get('/api/admin/usage')).status).toBe(403);
    }
    expect((await org.owner.client.send('put', path, { monthlyTokens: 5 })).status).toBe(403);
    expect((await new ApiClient(app).send('put', path, { monthlyTokens: 5 })).status).toBe(401);

    for (const body of [
      {},
      { monthlyTokens: -1 },
      { monthlyTokens: 1.5 },
      { monthlyTokens: '9' },
    ]) {
      const bad = await admin.client.send('put', path, body);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(
        'monthlyTokens must be a whole number of tokens from 0 to 1000000000000, or null for unlimited',
      );
    }
    const unknown = await admin.client.send(
      'put',
      '/api/admin/organizations/00000000-0000-4000-8000-000000000000/token-allowance',
      { monthlyTokens: 5 },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it("lists every organization's usage for admins, most tokens first", async () => {
    const busy = await newOrganization(app);
    const quiet = await newOrganization(app);
    const usage = usageContract(app);
    for (let i = 0; i < 3; i++)
      usage.meter.record(generation(busy.id, { promptTokens: 1_000_000 }));
    usage.meter.record(generation(quiet.id, { promptTokens: 999_999 }));
    await usage.flush();
    const admin = await adminOf(app);
    const res = await admin.client.agent.get('/api/admin/usage?limit=100').then(expectStatus(200));
    const ids = res.body.data.map((row: { organization: { id: string } }) => row.organization.id);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id));
    expect(res.body.data[ids.indexOf(busy.id)]).toMatchObject({
      planName: 'Professional',
      promptTokens: 3_000_000,
      requests: 3,
      allowance: { limitTokens: 50_000_000, usedTokens: 3_000_051 },
    });
    expect(res.body.totals.promptTokens).toBeGreaterThanOrEqual(3_999_999);
  });

  it('tells the owner in the app at 80 % and 100 % of the allowance, once each', async () => {
    const org = await newOrganization(app);
    await setAllowance(app, org.id, 250);
    const usage = usageContract(app);
    const notices = async () =>
      (
        await org.owner.client.agent
          .get('/api/organizations/usage/allowance')
          .then(expectStatus(200))
      ).body;
    for (let i = 0; i < 6; i++) usage.meter.record(generation(org.id));
    await usage.flush();
    expect((await notices()).notices).toEqual([]);
    usage.meter.record(generation(org.id)); // 210 of 250: 84 %
    await usage.flush();
    await waitFor(async () => (await notices()).notices.length === 1);
    for (let i = 0; i < 3; i++) usage.meter.record(generation(org.id)); // 300: past 100 %
    await usage.flush();
    await waitFor(async () => (await notices()).notices.length === 2);
    const body = await notices();
    expect(body).toMatchObject({ limitTokens: 250, usedTokens: 300, remainingTokens: 0 });
    expect(body.notices.map((n: { threshold: number }) => n.threshold)).toEqual([80, 100]);
  });
});

/** Notices are written beside the count, not awaited by it: poll briefly for them. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
