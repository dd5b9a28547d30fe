import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';

describe('CSRF protection', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  const body = () => ({ username: uniqueName(), password: 'long-enough-password' });

  it('issues a token bound to the session and reuses it', async () => {
    const client = new ApiClient(app);
    const first = await client.csrf();
    const second = await client.csrf();
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(second).toBe(first);
  });

  it.each(['/api/auth/register', '/api/auth/login', '/api/auth/logout'])(
    'refuses POST %s without a token with 403',
    async (path) => {
      const res = await request(app.getHttpServer()).post(path).send(body()).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        message: 'Invalid or missing CSRF token',
        error: 'Forbidden',
        code: 'CSRF_TOKEN_INVALID',
      });
    },
  );

  it('refuses a wrong token', async () => {
    const client = new ApiClient(app);
    await client.csrf();
    await client.agent
      .post('/api/auth/register')
      .set('X-CSRF-Token', 'forged')
      .send(body())
      .expect(403);
  });

  it("refuses another session's token", async () => {
    const victim = new ApiClient(app);
    const attacker = new ApiClient(app);
    const victimToken = await victim.csrf();
    await attacker.csrf();
    await attacker.agent
      .post('/api/auth/register')
      .set('X-CSRF-Token', victimToken)
      .send(body())
      .expect(403);
  });

  it('accepts the right token', async () => {
    await new ApiClient(app).post('/api/auth/register', body()).then(expectStatus(201));
  });

  it('refuses the pre-login token after sign-in rotated the session', async () => {
    const client = new ApiClient(app);
    const { username, password } = body();
    await client.register(username, password);
    const oldToken = client.csrfToken!;
    await client.login(username, password).then(expectStatus(200));
    await client.agent.post('/api/auth/logout').set('X-CSRF-Token', oldToken).expect(403);
    await client.post('/api/auth/logout').then(expectStatus(200));
  });
});
