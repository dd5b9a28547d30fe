import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { ServerHealthChecker } from '../src/modules/servers/health/server-health-checker';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { fakeOllama, FakeServer } from './fake-model-servers';
import { addMember, newOrganization, server } from './organizations-helpers';

const HOUR = 3_600_000;

describe('AI servers: registering, limits, ownership and isolation', () => {
  let app: NestFastifyApplication;
  let ollama: FakeServer;
  const clock = new ManualClock(new Date('2026-03-01T09:00:00Z'));

  beforeAll(async () => {
    ollama = await fakeOllama();
    // An hour between scheduled runs: the tests run the checker themselves.
    app = await createTestApp(
      { THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: String(HOUR) },
      { clock },
    );
  });
  afterAll(async () => {
    await app.close();
    await ollama.close();
  });

  it('adds a server in provisioning, visible on the dashboard and in the paged list', async () => {
    const org = await newOrganization(app, 'starter');
    const res = await org.owner.client
      .post('/api/servers', server(`${ollama.url}/`, { name: '  Rack 4  ' }))
      .then(expectStatus(201));
    expect(res.body).toMatchObject({
      name: 'Rack 4',
      status: 'provisioning',
      llmProvider: 'ollama',
      llmModel: 'llama3.2',
      healthStatus: 'unknown',
      serverUrl: ollama.url,
      healthReason: null,
      lastCheckedAt: null,
    });
    const dashboard = await org.owner.client.agent.get('/api/billing/my-subscription').expect(200);
    expect(dashboard.body.servers).toEqual([res.body]);
    const page = await org.owner.client.agent.get('/api/servers?limit=5').expect(200);
    expect(page.body).toEqual({
      data: [res.body],
      pagination: { page: 1, limit: 5, total: 1, totalPages: 1 },
    });
  });

  it('validates the fields and refuses unsafe URLs with INVALID_SERVER_URL', async () => {
    const org = await newOrganization(app, 'enterprise');
    const post = (body: object) => org.owner.client.post('/api/servers', body);
    const invalid = await post(
      server(ollama.url, { name: ' ', runtime: 'llamafile', model: 'two words' }),
    ).then(expectStatus(400));
    expect(invalid.body.message).toEqual(
      expect.arrayContaining([
        'Server name is required',
        'Runtime must be one of: ollama, vllm, openai-compatible, ironkeep-local',
        'Model name cannot contain spaces',
      ]),
    );
    for (const [url, message] of [
      ['ftp://10.0.0.5/models', 'The server URL must start with http:// or https://'],
      [
        'http://admin:hunter2@10.0.0.5:11434',
        'Remove the user name and password from the URL; credentials are never stored in it',
      ],
      ['10.0.0.5:11434', 'Enter the full address, such as http://10.0.0.5:11434'],
      [
        'http://10.0.0.5:11434/?token=abc',
        'The server URL cannot contain a query (?) or fragment (#)',
      ],
    ]) {
      const res = await post(server(url)).then(expectStatus(400));
      expect(res.body).toMatchObject({ code: 'INVALID_SERVER_URL', message });
    }
    const none = await org.owner.client.agent.get('/api/servers').expect(200);
    expect(none.body.pagination.total).toBe(0);
  });

  it('enforces the plan maximum on the server: 1 for Starter, 5 for Professional', async () => {
    const starter = await newOrganization(app, 'starter');
    await starter.owner.client.post('/api/servers', server(ollama.url)).then(expectStatus(201));
    const refused = await starter.owner.client
      .post('/api/servers', server(ollama.url, { name: 'second' }))
      .then(expectStatus(409));
    expect(refused.body).toMatchObject({
      code: 'SERVER_LIMIT_REACHED',
      maxServers: 1,
      message:
        'Your Starter plan allows 1 AI server. Remove a server or upgrade your plan to add another.',
    });

    const pro = await newOrganization(app, 'professional');
    for (let i = 0; i < 5; i += 1) {
      await pro.owner.client
        .post('/api/servers', server(ollama.url, { name: `s${i}` }))
        .then(expectStatus(201));
    }
    const sixth = await pro.owner.client
      .post('/api/servers', server(ollama.url))
      .then(expectStatus(409));
    expect(sixth.body.code).toBe('SERVER_LIMIT_REACHED');
  });

  it('never lets concurrent requests exceed the maximum', async () => {
    const org = await newOrganization(app, 'starter');
    await org.owner.client.csrf();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        org.owner.client.post('/api/servers', server(ollama.url, { name: `race ${i}` })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const list = await org.owner.client.agent.get('/api/servers').expect(200);
    expect(list.body.pagination.total).toBe(1);
  });

  it('treats -1 as unlimited (Enterprise)', async () => {
    const org = await newOrganization(app, 'enterprise');
    for (let i = 0; i < 7; i += 1) {
      await org.owner.client
        .post('/api/servers', server(ollama.url, { name: `e${i}` }))
        .then(expectStatus(201));
    }
    const list = await org.owner.client.agent.get('/api/servers?limit=100').expect(200);
    expect(list.body.pagination.total).toBe(7);
  });

  it('lets the owner stop, start and remove a server; a member can only look', async () => {
    const org = await newOrganization(app);
    const member = await addMember(app, org);
    const created = await org.owner.client
      .post('/api/servers', server(ollama.url))
      .then(expectStatus(201));
    const id = created.body.id;

    await member.client.agent.get(`/api/servers/${id}`).expect(200);
    for (const [method, path] of [
      ['post', `/api/servers/${id}/stop`],
      ['post', `/api/servers/${id}/start`],
      ['post', `/api/servers/${id}/check`],
      ['delete', `/api/servers/${id}`],
      ['post', '/api/servers'],
    ] as const) {
      const res = await member.client
        .send(method, path, server(ollama.url))
        .then(expectStatus(403));
      expect(res.body.code).toBe('NOT_ORGANIZATION_ADMIN');
    }

    const stopped = await org.owner.client
      .post(`/api/servers/${id}/stop`, {})
      .then(expectStatus(200));
    expect(stopped.body).toMatchObject({ status: 'stopped', healthStatus: 'unknown' });
    await app.get(ServerHealthChecker).checkDueServers();
    const after = await org.owner.client.agent.get(`/api/servers/${id}`).expect(200);
    expect(after.body.status).toBe('stopped');

    const started = await org.owner.client
      .post(`/api/servers/${id}/start`, {})
      .then(expectStatus(200));
    expect(started.body.status).toBe('provisioning');
    await org.owner.client.send('delete', `/api/servers/${id}`).then(expectStatus(200));
    await org.owner.client.agent.get(`/api/servers/${id}`).expect(404);
  });

  it('answers 404 for every route on another organisation’s server, and for malformed ids', async () => {
    const orgA = await newOrganization(app);
    const orgB = await newOrganization(app);
    const memberB = await addMember(app, orgB);
    const serverA = await orgA.owner.client
      .post('/api/servers', server(ollama.url))
      .then(expectStatus(201));
    const id = serverA.body.id;
    for (const client of [orgB.owner.client, memberB.client]) {
      const get = await client.agent.get(`/api/servers/${id}`).expect(404);
      expect(get.body.code).toBe('SERVER_NOT_FOUND');
      const list = await client.agent.get('/api/servers').expect(200);
      expect(list.body.data.map((s: { id: string }) => s.id)).not.toContain(id);
      const dashboard = await client.agent.get('/api/billing/my-subscription').expect(200);
      expect(dashboard.body.organization.id).toBe(orgB.id);
      expect(dashboard.body.servers.map((s: { id: string }) => s.id)).not.toContain(id);
    }
    for (const [method, path] of [
      ['post', `/api/servers/${id}/stop`],
      ['post', `/api/servers/${id}/start`],
      ['post', `/api/servers/${id}/check`],
      ['delete', `/api/servers/${id}`],
    ] as const) {
      const res = await orgB.owner.client.send(method, path, {}).then(expectStatus(404));
      expect(res.body.code).toBe('SERVER_NOT_FOUND');
    }
    await orgB.owner.client.agent.get('/api/servers/not-a-uuid').expect(404);
    const untouched = await orgA.owner.client.agent.get(`/api/servers/${id}`).expect(200);
    expect(untouched.body.status).toBe('provisioning');
  });

  it('refuses servers to a user without an organisation', async () => {
    const org = await newOrganization(app);
    await org.owner.client.post('/api/organizations/leave', {}).then(expectStatus(409));
    const member = await addMember(app, org);
    await member.client.post('/api/organizations/leave', {}).then(expectStatus(200));
    const res = await member.client.agent.get('/api/servers').expect(404);
    expect(res.body.code).toBe('NO_ORGANIZATION');
  });
});
