import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { signedInAs, SignedIn } from './admin-helpers';
import { createTestApp } from './app.factory';
import { newOrganization, Organization, server } from './organizations-helpers';

interface Entry {
  id?: string;
  occurredAt: string;
  action: string;
  actor: { username: string | null };
  organizationId: string | null;
  details: Record<string, unknown> | null;
  hash?: string;
  prevHash?: string;
}

/**
 * Issue 34: the admin's export holds what the filters on screen select (actor, action,
 * organization by name, period), the organization filter takes a name, and an organization's
 * owner sees entries without the installation-wide chain numbers.
 */
describe('Audit trail: filters shared by the list and the export', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;
  let acme: Organization;
  let globex: Organization;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
    admin = await signedInAs(app, 'admin');
    acme = await newOrganization(app, 'professional');
    globex = await newOrganization(app, 'professional');
    for (const org of [acme, globex]) {
      const created = await org.owner.client
        .post('/api/servers', server('http://127.0.0.1:9', { name: `box of ${org.slug}` }))
        .then(expectStatus(201));
      await org.owner.client.post(`/api/servers/${created.body.id}/stop`).then(expectStatus(200));
    }
  });
  afterAll(() => app.close());

  const list = async (client: ApiClient, path: string) =>
    (await client.agent.get(path).then(expectStatus(200))).body as {
      data: Entry[];
      pagination: { total: number };
    };

  it('filters by part of an organization name, any case, or by its slug', async () => {
    const part = acme.slug.slice(4).toUpperCase();
    const byName = await list(admin.client, `/api/admin/audit?organization=${part}&limit=100`);
    expect(byName.data.length).toBeGreaterThanOrEqual(3);
    expect(byName.data.every((e) => e.organizationId === acme.id)).toBe(true);
    const bySlug = await list(admin.client, `/api/admin/audit?organization=${acme.slug}`);
    expect(bySlug.pagination.total).toBe(byName.pagination.total);
    const none = await list(admin.client, '/api/admin/audit?organization=no%25such_org');
    expect(none.data).toEqual([]);
    await admin.client.agent.get(`/api/admin/audit?organization=${'x'.repeat(101)}`).expect(400);
  });

  it('exports exactly the filtered entries, as JSON lines and as CSV, and records the filters', async () => {
    const query = `actor=${acme.owner.username}&action=server_stopped&organization=${acme.slug}`;
    const shown = await list(admin.client, `/api/admin/audit?${query}`);
    expect(shown.data).toHaveLength(1);
    expect(shown.data[0].details).toMatchObject({ name: `box of ${acme.slug}` });

    const jsonl = await admin.client.agent
      .get(`/api/admin/audit/export?${query}&format=jsonl`)
      .then(expectStatus(200));
    const lines = jsonl.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Entry);
    expect(lines.map((e) => e.id)).toEqual([shown.data[0].id]);

    const csv = await admin.client.agent
      .get(`/api/admin/audit/export?${query}&format=csv`)
      .then(expectStatus(200));
    const rows = csv.text.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1].startsWith(`${shown.data[0].id},`)).toBe(true);

    const recorded = await list(admin.client, '/api/admin/audit?action=audit_exported');
    expect(recorded.data[0].details).toMatchObject({
      format: 'csv',
      actor: acme.owner.username,
      action: 'server_stopped',
      organization: acme.slug,
    });
    await admin.client.agent.get('/api/admin/audit/export?action=nonsense').expect(400);
  });

  it("shows an organization's owner its entries without chain numbers or hashes", async () => {
    const own = await list(acme.owner.client, '/api/organizations/audit?limit=100');
    expect(own.data.length).toBeGreaterThanOrEqual(3);
    for (const entry of own.data) {
      expect(entry).not.toHaveProperty('id');
      expect(entry).not.toHaveProperty('hash');
      expect(entry).not.toHaveProperty('prevHash');
    }
  });
});
