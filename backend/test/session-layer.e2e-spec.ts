import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { sign } from 'cookie-signature';
import Redis from 'ioredis';
import request from 'supertest';
import { Repository } from 'typeorm';
import { ManualClock } from '../src/common/clock/manual-clock';
import { AppConfig, SESSION_IDLE_TIMEOUT_MS } from '../src/config/app-config.service';
import { SessionEntity } from '../src/modules/sessions/entities/session.entity';
import { SESSION_CACHE_TTL_MS } from '../src/modules/sessions/session-cache';
import { SessionManager } from '../src/modules/sessions/session-manager.service';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, E2E_DB, uniqueName } from './app.factory';

/**
 * The session layer of our own (modules/sessions): what the HTTP suites do not show by
 * themselves — sessions from before the upgrade, the cache's lifetime for edits made behind the
 * application's back, and routes that must never load a session.
 */
describe('Session layer', () => {
  const clock = new ManualClock();
  let app: NestFastifyApplication;
  let users: Repository<UserEntity>;
  beforeAll(async () => {
    app = await createTestApp({}, { clock });
    users = app.get(getRepositoryToken(UserEntity));
  });
  afterAll(() => app.close());

  async function signedIn(): Promise<{ client: ApiClient; id: string; username: string }> {
    const client = new ApiClient(app);
    const username = uniqueName('layer');
    const res = await client.register(username).then(expectStatus(201));
    await client.login(username).then(expectStatus(200));
    return { client, id: res.body.user.id, username };
  }

  it('keeps a session stored before the upgrade (express-session JSON and cookie) working', async () => {
    const { id, username } = await signedIn();
    const config = app.get(AppConfig);
    const sid = `pre-upgrade-${uniqueName('sid')}`;
    const expires = new Date(clock.nowMs() + SESSION_IDLE_TIMEOUT_MS);
    // Exactly what express-session 1.x + passport stored for a signed-in visitor.
    const stored = {
      cookie: {
        originalMaxAge: SESSION_IDLE_TIMEOUT_MS,
        expires: expires.toISOString(),
        secure: false,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      csrfToken: 'pre-upgrade-token',
      authenticatedAt: clock.nowMs(),
      lastActiveAt: clock.nowMs(),
      passport: { user: id },
    };
    if (E2E_DB === 'postgres') {
      // connect-redis: `{prefix}sess:{sid}` holding the JSON, with a TTL.
      const redis = new Redis(config.redis.url!);
      await redis.set(`${config.redis.prefix}sess:${sid}`, JSON.stringify(stored), 'EX', 1800);
      redis.disconnect();
    } else {
      await app.get<Repository<SessionEntity>>(getRepositoryToken(SessionEntity)).insert({
        sid,
        sess: JSON.stringify(stored),
        userId: id,
        expiresAt: expires,
      });
    }
    const cookie = `ironkeep.sid=${encodeURIComponent(`s:${sign(sid, config.session.secret)}`)}`;
    const me = await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Cookie', cookie)
      .expect(200);
    expect(me.body.user.username).toBe(username);
    // Its CSRF token still guards unsafe calls.
    await request(app.getHttpServer())
      .put('/api/profile')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', 'pre-upgrade-token')
      .send({ username: `${username}_2` })
      .expect(200);
  });

  it('sees a change made behind the application’s back within SESSION_CACHE_TTL_MS', async () => {
    const { client, id } = await signedIn();
    await client.agent.get('/api/auth/me').expect(200);
    // A hand edit in the database announces nothing to the cache...
    await users.update({ id }, { role: 'admin' });
    const cached = await client.agent.get('/api/auth/me').expect(200);
    expect(cached.body.user.role).toBe('user');
    // ...so it shows once the cached copy lapses.
    clock.advance(SESSION_CACHE_TTL_MS + 1);
    const fresh = await client.agent.get('/api/auth/me').expect(200);
    expect(fresh.body.user.role).toBe('admin');
  });

  it('never loads, touches or re-sends a session on the payment webhook, health or the demo stream', async () => {
    const { client } = await signedIn();
    const open = jest.spyOn(app.get(SessionManager), 'open');
    const server = app.getHttpServer();
    const cookie = client.sessionCookie(await client.agent.get('/api/csrf-token'))!;
    open.mockClear();

    const webhook = await request(server)
      .post('/api/billing/webhook')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_1"}');
    expect(webhook.status).toBeLessThan(500);
    const health = await request(server).get('/api/health').set('Cookie', cookie);
    const demo = await request(server)
      .post('/api/demo/ai/brain/stream')
      .set('Cookie', cookie)
      .send({ query: 'What is IronKeep?', sessionId: 'demo_layer' });
    expect(demo.status).toBe(200);
    for (const res of [webhook, health, demo]) expect(res.headers['set-cookie']).toBeUndefined();
    expect(open).not.toHaveBeenCalled();

    await client.agent.get('/api/auth/me').expect(200);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
