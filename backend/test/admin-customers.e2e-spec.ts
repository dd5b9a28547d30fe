import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { SignedIn, signedInAs } from './admin-helpers';
import { serverInState } from './fleet-helpers';
import { addMember, newOrganization, Organization } from './organizations-helpers';

describe('GET /api/admin/organizations (the Customers section of /admin)', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;
  let manager: SignedIn;
  let user: SignedIn;
  let acme: Organization;
  let other: Organization;

  beforeAll(async () => {
    app = await createTestApp();
    [admin, manager, user] = [
      await signedInAs(app, 'admin'),
      await signedInAs(app, 'manager'),
      await signedInAs(app, 'user'),
    ];
    acme = await newOrganization(app, 'professional');
    other = await newOrganization(app, 'starter');
    await addMember(app, acme);
    await serverInState(app, acme.id, {
      name: 'GPU box 1',
      status: 'active',
      healthStatus: 'healthy',
    });
    await serverInState(app, acme.id, {
      name: 'GPU box 2',
      status: 'failed',
      healthStatus: 'unhealthy',
      healthReason: 'Connection refused at 10.0.0.6:11434: is the server running?',
    });
    await serverInState(app, acme.id, {
      name: 'Paused',
      status: 'stopped',
      healthStatus: 'unknown',
    });
    await serverInState(app, acme.id, {
      name: 'New',
      status: 'provisioning',
      healthStatus: 'unknown',
    });
  });
  afterAll(() => app.close());

  const find = async (client: SignedIn['client'], search: string) =>
    (
      await client.agent
        .get(`/api/admin/organizations?search=${encodeURIComponent(search)}`)
        .then(expectStatus(200))
    ).body;

  it('refuses visitors and plain users; managers and admins read it', async () => {
    await new ApiClient(app).agent.get('/api/admin/organizations').expect(401);
    await user.client.agent.get('/api/admin/organizations').expect(403);
    await acme.owner.client.agent.get('/api/admin/organizations').expect(403);
    await manager.client.agent.get('/api/admin/organizations').expect(200);
  });

  it('shows an organization with its plan, subscription, servers by health and members', async () => {
    const page = await find(admin.client, acme.slug);
    expect(page.pagination).toMatchObject({ total: 1 });
    expect(page.data[0]).toEqual({
      id: acme.id,
      name: acme.name,
      slug: acme.slug,
      createdAt: expect.any(String),
      plan: {
        id: 'professional',
        name: 'Professional',
        price: 499,
        currency: 'usd',
        interval: 'month',
        maxServers: 5,
      },
      subscription: {
        status: 'trialing',
        currentPeriodEnd: expect.any(String),
        trialEnd: expect.any(String),
        cancelAtPeriodEnd: false,
      },
      servers: {
        total: 4,
        healthy: 1,
        failing: 1,
        unchecked: 1,
        stopped: 1,
        failingServers: [
          {
            id: expect.any(String),
            name: 'GPU box 2',
            reason: 'Connection refused at 10.0.0.6:11434: is the server running?',
          },
        ],
      },
      members: { total: 2, owners: [acme.owner.username] },
    });
  });

  it('searches by part of the name, any case, and by slug; pages by name', async () => {
    const byName = await find(admin.client, acme.name.slice(4).toUpperCase());
    expect(byName.data.map((o: { id: string }) => o.id)).toEqual([acme.id]);
    const none = await find(admin.client, 'no_such%org');
    expect(none).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } });
    const all = await admin.client.agent
      .get('/api/admin/organizations?limit=100')
      .then(expectStatus(200));
    const ids = all.body.data.map((o: { id: string }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([acme.id, other.id]));
    const starter = all.body.data.find((o: { id: string }) => o.id === other.id);
    expect(starter.servers).toEqual({
      total: 0,
      healthy: 0,
      failing: 0,
      unchecked: 0,
      stopped: 0,
      failingServers: [],
    });
  });

  it('answers 400 for a bad page or an overlong search', async () => {
    await admin.client.agent.get('/api/admin/organizations?limit=1000').expect(400);
    await admin.client.agent.get(`/api/admin/organizations?search=${'a'.repeat(101)}`).expect(400);
  });
});
