import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { signedInAs, SignedIn } from './admin-helpers';
import { createTestApp } from './app.factory';
import { addMember, newOrganization, server, signUp } from './organizations-helpers';

interface Entry {
  id: string;
  occurredAt: string;
  action: string;
  outcome: string;
  actor: { id: string | null; username: string | null; auth: string };
  target: { type: string; id: string | null } | null;
  organizationId: string | null;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
}

/** Actions append entries with the caller, the target and the organisation; who may read them. */
describe('Audit trail: what actions record, and who reads it', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  const listAs = async (client: ApiClient, path: string) =>
    (await client.agent.get(path).then(expectStatus(200))).body as {
      data: Entry[];
      pagination: { total: number };
    };

  it("records an organisation's actions and shows its owner only its own entries", async () => {
    const org = await newOrganization(app, 'professional');
    const member = await addMember(app, org);
    const created = await org.owner.client
      .post('/api/servers', server('http://127.0.0.1:9', { name: 'box' }))
      .then(expectStatus(201));
    await org.owner.client.post(`/api/servers/${created.body.id}/stop`).then(expectStatus(200));
    await org.owner.client
      .send('delete', `/api/servers/${created.body.id}`)
      .then(expectStatus(200));
    await org.owner.client.post('/api/licenses/rotate', {}).then(expectStatus(200));
    await org.owner.client.post('/api/billing/cancel').then(expectStatus(200));

    const { data } = await listAs(org.owner.client, '/api/organizations/audit?limit=100');
    const actions = data.map((e) => e.action);
    for (const action of [
      'organization_created',
      'member_added',
      'server_added',
      'server_stopped',
      'server_removed',
      'license_rotated',
      'subscription_canceled',
    ]) {
      expect(actions).toContain(action);
    }
    expect(data.every((e) => e.organizationId === org.id)).toBe(true);
    const added = data.find((e) => e.action === 'member_added')!;
    expect(added).toMatchObject({
      outcome: 'success',
      actor: { id: org.owner.id, username: org.owner.username, auth: 'session' },
      target: { type: 'user', id: member.id },
      details: { username: member.username },
    });
    expect(added.ipAddress).toEqual(expect.any(String));
    // Newest first.
    const times = data.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const other = await newOrganization(app, 'professional');
    const theirs = await listAs(other.owner.client, '/api/organizations/audit?limit=100');
    expect(theirs.data.some((e) => e.organizationId === org.id)).toBe(false);
    await member.client.agent.get('/api/organizations/audit').expect(403);
    const loner = await signUp(app, 'loner');
    await loner.client.agent.get('/api/organizations/audit').expect(404);
  });

  it('records memory settings and lead exports with the caller as actor', async () => {
    const user = await signUp(app, 'mem');
    await user.client
      .send('put', '/api/memory/preferences', {
        memoryEnabled: true,
        memoryEncryption: true,
        autoDeleteDays: 30,
      })
      .then(expectStatus(200));
    await admin.client.agent.get('/api/admin/leads/export.csv').expect(200);
    const mine = await listAs(admin.client, `/api/admin/audit?actor=${user.username}`);
    expect(mine.data.map((e) => e.action)).toContain('memory_settings_changed');
    const exports = await listAs(
      admin.client,
      `/api/admin/audit?actor=${admin.id}&action=leads_exported`,
    );
    expect(exports.data[0]).toMatchObject({
      actor: { username: admin.username },
      details: { list: 'enterprise-leads' },
    });
  });

  it('filters the admin list by actor, action, organisation and time, and pages it', async () => {
    const org = await newOrganization(app, 'professional');
    const byOrg = await listAs(admin.client, `/api/admin/audit?organizationId=${org.id}`);
    expect(byOrg.data.map((e) => e.action)).toContain('organization_created');
    const byAction = await listAs(
      admin.client,
      `/api/admin/audit?action=organization_created&actor=${org.owner.username.toUpperCase()}`,
    );
    expect(byAction.pagination.total).toBe(1);
    const later = new Date(Date.now() + 60_000).toISOString();
    // Scoped to this organization: on PostgreSQL the shard's files share one database, and
    // some write entries with a clock set ahead.
    const none = await listAs(
      admin.client,
      `/api/admin/audit?from=${later}&organizationId=${org.id}`,
    );
    expect(none.pagination.total).toBe(0);
    const earlier = await listAs(
      admin.client,
      `/api/admin/audit?to=${later}&organizationId=${org.id}`,
    );
    expect(earlier.pagination.total).toBe(byOrg.pagination.total);
    const page = await listAs(admin.client, '/api/admin/audit?limit=2&page=2');
    expect(page.data).toHaveLength(2);
    for (const bad of [
      'action=drop_tables',
      'from=yesterday',
      'to=2026-13-01',
      'organizationId=x',
      'limit=500',
      'unknown=1',
    ]) {
      const res = await admin.client.agent.get(`/api/admin/audit?${bad}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: expect.any(String) });
    }
  });
});
