import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';

describe('Active sessions of the signed-in user', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function twoDevices() {
    const username = uniqueName('sess');
    const desk = new ApiClient(app);
    await desk.register(username).then(expectStatus(201));
    await desk.login(username).then(expectStatus(200));
    const phone = new ApiClient(app);
    phone.agent.set(
      'User-Agent',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    await phone.login(username).then(expectStatus(200));
    return { desk, phone, username };
  }

  it('needs a session', async () => {
    await new ApiClient(app).agent.get('/api/profile/sessions').expect(401);
  });

  it('lists each session with device, IP, last activity and the current flag', async () => {
    const { desk } = await twoDevices();
    const res = await desk.agent.get('/api/profile/sessions').expect(200);
    expect(res.body.sessions).toHaveLength(2);
    const [current, other] = res.body.sessions;
    expect(current).toMatchObject({ current: true, device: 'ironkeep-e2e' });
    expect(other).toMatchObject({ current: false, device: 'Safari on iOS' });
    expect(other.ipAddress).toEqual(expect.any(String));
    expect(Date.parse(other.lastActiveAt)).not.toBeNaN();
    expect(other.id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(res.body)).not.toMatch(/csrf/i);
  });

  it('revokes one other session and logs session_revoked; refuses the current one', async () => {
    const { desk, phone } = await twoDevices();
    const { body } = await desk.agent.get('/api/profile/sessions').expect(200);
    const current = body.sessions.find((s: { current: boolean }) => s.current);
    const other = body.sessions.find((s: { current: boolean }) => !s.current);
    await desk.send('delete', `/api/profile/sessions/${current.id}`).then(expectStatus(400));
    await desk.send('delete', `/api/profile/sessions/${'0'.repeat(32)}`).then(expectStatus(404));
    await desk.send('delete', `/api/profile/sessions/${other.id}`).then(expectStatus(200));
    await phone.agent.get('/api/auth/me').expect(401);
    await desk.agent.get('/api/auth/me').expect(200);
    const log = await desk.agent.get('/api/profile/security-logs').expect(200);
    expect(log.body.data[0].event).toBe('session_revoked');
  });

  it('cannot revoke another user’s session', async () => {
    const a = await twoDevices();
    const b = await twoDevices();
    const { body } = await b.desk.agent.get('/api/profile/sessions').expect(200);
    const bPhone = body.sessions.find((s: { current: boolean }) => !s.current);
    await a.desk.send('delete', `/api/profile/sessions/${bPhone.id}`).then(expectStatus(404));
    await b.phone.agent.get('/api/auth/me').expect(200);
  });

  it('signs out every other session', async () => {
    const { desk, phone, username } = await twoDevices();
    const third = new ApiClient(app);
    await third.login(username).then(expectStatus(200));
    const res = await desk.post('/api/profile/sessions/sign-out-others').then(expectStatus(200));
    expect(res.body).toEqual({ success: true, revoked: 2 });
    await phone.agent.get('/api/auth/me').expect(401);
    await third.agent.get('/api/auth/me').expect(401);
    const list = await desk.agent.get('/api/profile/sessions').expect(200);
    expect(list.body.sessions).toHaveLength(1);
  });
});
