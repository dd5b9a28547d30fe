import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, PASSWORD, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';

describe('Security log list', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function signedIn() {
    const client = new ApiClient(app);
    const username = uniqueName('log');
    await client.register(username).then(expectStatus(201));
    await client.login(username).then(expectStatus(200));
    return { client, username };
  }

  it('needs a session', async () => {
    await new ApiClient(app).agent.get('/api/profile/security-logs').expect(401);
  });

  it('lists the caller’s events newest first with IP, in the spec shape', async () => {
    const { client, username } = await signedIn();
    await new ApiClient(app).login(username, 'wrong-password').then(expectStatus(401));
    const res = await client.agent.get('/api/profile/security-logs').expect(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, totalPages: 1, total: 3 });
    expect(res.body.data.map((e: { event: string }) => e.event).sort()).toEqual(
      ['login_failed', 'login_success', 'registration_success'].sort(),
    );
    expect(res.body.data[2].event).toBe('registration_success');
    const entry = res.body.data[0];
    expect(Object.keys(entry).sort()).toEqual(['createdAt', 'event', 'id', 'ipAddress', 'success']);
    expect(entry.ipAddress).toEqual(expect.any(String));
    const failed = res.body.data.find((e: { event: string }) => e.event === 'login_failed');
    expect(failed.success).toBe(false);
    const times = res.body.data.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages with limit 10/25/50 only', async () => {
    const { client, username } = await signedIn();
    for (let i = 0; i < 9; i++) {
      await new ApiClient(app).login(username, 'wrong-password').then(expectStatus(401));
    }
    // 1 registration + 1 login + 9 failures = 11 events.
    const page2 = await client.agent.get('/api/profile/security-logs?page=2&limit=10').expect(200);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 10, totalPages: 2, total: 11 });
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.data[0].event).toBe('registration_success');
    const all = await client.agent.get('/api/profile/security-logs?limit=25').expect(200);
    expect(all.body.data).toHaveLength(11);
    for (const bad of ['limit=20', 'limit=abc', 'page=0', 'page=-1', 'limit=100']) {
      const res = await client.agent.get(`/api/profile/security-logs?${bad}`).expect(400);
      expect(res.body.statusCode).toBe(400);
    }
    const limitError = await client.agent.get('/api/profile/security-logs?limit=20');
    expect(limitError.body.message).toContain('limit must be one of 10, 25, 50');
  });

  it('never shows user A the events of user B', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await new ApiClient(app).login(b.username, 'wrong-password').then(expectStatus(401));
    await b.client
      .send('put', '/api/profile', { email: 'b@example.com', currentPassword: PASSWORD })
      .then(expectStatus(200));
    const aLog = await a.client.agent.get('/api/profile/security-logs?limit=50').expect(200);
    const bLog = await b.client.agent.get('/api/profile/security-logs?limit=50').expect(200);
    const aIds = new Set(aLog.body.data.map((e: { id: string }) => e.id));
    expect(bLog.body.data.some((e: { id: string }) => aIds.has(e.id))).toBe(false);
    expect(aLog.body.pagination.total).toBe(2);
    expect(aLog.body.data.map((e: { event: string }) => e.event)).not.toContain('email_changed');
    expect(bLog.body.data.map((e: { event: string }) => e.event)).toContain('email_changed');
  });

  it('records logout with the user agent context', async () => {
    const { client, username } = await signedIn();
    await client.post('/api/auth/logout').then(expectStatus(200));
    const again = new ApiClient(app);
    await again.login(username, PASSWORD).then(expectStatus(200));
    const res = await again.agent.get('/api/profile/security-logs').expect(200);
    expect(res.body.data.map((e: { event: string }) => e.event)).toContain('logout_success');
  });
});
