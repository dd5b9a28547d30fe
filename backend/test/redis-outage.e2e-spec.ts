import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiClient, PASSWORD, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { PrivateRedis } from './private-redis';

/**
 * Redis stops while the backend runs (sessions and rate limits live in it): session routes answer
 * a clear 503 instead of hanging or a 500, public JSON and the demo keep answering, health says
 * which dependency is down, and everything works again when Redis returns, without a restart.
 */
describe('Redis outage', () => {
  let redis: PrivateRedis;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    app = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await app.close();
    await redis.kill();
  });

  // A hang would show as a supertest timeout rather than as the jest timeout.
  const get = (path: string, client?: ApiClient) =>
    (client ? client.agent.get(path) : request(app.getHttpServer()).get(path)).timeout(10_000);

  it('answers 503 on session routes, keeps public routes up, and recovers by itself', async () => {
    const client = new ApiClient(app);
    const username = uniqueName('outage');
    await client.register(username).then(expectStatus(201));
    await client.login(username).then(expectStatus(200));
    await get('/api/auth/me', client).expect(200);

    await redis.kill();

    const me = await get('/api/auth/me', client).expect(503);
    expect(me.body).toMatchObject({
      statusCode: 503,
      code: 'SESSION_STORE_UNAVAILABLE',
      message: 'Sign-in is temporarily unavailable. Please try again in a moment.',
    });
    await get('/api/csrf-token').expect(503);
    const health = await get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'error', checks: { redis: { status: 'down' } } });
    await get('/api/demo/assistants').expect(200);
    const stream = await request(app.getHttpServer())
      .post('/api/demo/ai/brain/stream')
      .send({ query: 'How is IronKeep priced?', sessionId: 'outage-1' })
      .timeout(10_000)
      .expect(200);
    expect(stream.text).toContain('"type":"complete"');

    await redis.restart();
    await waitFor(async () => (await get('/api/health')).status === 200);
    // The restarted Redis kept nothing: the old session is gone, a new sign-in works.
    await get('/api/auth/me', client).expect(401);
    const again = new ApiClient(app);
    await again.login(username).then(expectStatus(200));
    await get('/api/auth/me', again).expect(200);
  }, 60_000);
});

/** The same outage with a Redis that keeps its data (appendonly): nobody is signed out. */
describe('Redis outage with persistence', () => {
  let redis: PrivateRedis;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    redis = await PrivateRedis.start({ persistent: true });
    app = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await app.close();
    await redis.kill();
  });

  it('keeps signed-in users signed in once Redis is back', async () => {
    const client = new ApiClient(app);
    const username = uniqueName('persist');
    await client.register(username).then(expectStatus(201));
    await client.login(username).then(expectStatus(200));
    await client.agent.get('/api/auth/me').expect(200);

    await redis.kill();
    await client.agent.get('/api/auth/me').timeout(10_000).expect(503);
    await redis.restart();
    await waitFor(async () => (await client.agent.get('/api/auth/me')).status === 200);
    // Writes that need the session's CSRF token work too, without signing in again.
    await client
      .send('put', '/api/profile', {
        email: `${username}@example.com`,
        currentPassword: PASSWORD,
      })
      .then(expectStatus(200));
  }, 60_000);
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Backend did not recover after Redis returned');
    await new Promise((r) => setTimeout(r, 250));
  }
}
