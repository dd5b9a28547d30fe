import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ManualClock } from '../src/common/clock/manual-clock';
import { expectStatus, PASSWORD } from './api-client';
import { bearer, createToken } from './api-token-helpers';
import { signedInAs } from './admin-helpers';
import { createTestApp } from './app.factory';

const DAY = 86_400_000;

describe('Authorization: Bearer with an API token', () => {
  let app: NestFastifyApplication;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));

  beforeAll(async () => {
    // TRUST_PROXY lets a test speak from several client addresses (X-Forwarded-For).
    app = await createTestApp({ TRUST_PROXY: 'true' }, { clock });
  });
  afterAll(() => app.close());

  it('drives the API with no cookie and no CSRF token, and sets no cookie', async () => {
    const { client, username } = await signedInAs(app, 'user');
    const { token } = await createToken(client);
    const me = await bearer(app, token).get('/api/auth/me').expect(200);
    expect(me.body.user.username).toBe(username);
    expect(me.headers['set-cookie']).toBeUndefined();
    // The email changes with the current password (issue 34 item 15), a token's or a session's.
    const put = await bearer(app, token).put('/api/profile', {
      email: 'dev@example.com',
      currentPassword: PASSWORD,
    });
    expect(put.status).toBe(200);
    expect(put.body.user.email).toBe('dev@example.com');
  });

  it('judges a Bearer request by its token alone, whatever cookie comes with it', async () => {
    const { client } = await signedInAs(app, 'user');
    const cookie = (await client.agent.get('/api/auth/me').expect(200)).request.cookies;
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Cookie', cookie)
      .set('Authorization', 'Bearer ikt_wrong')
      .expect(401);
  });

  it('answers 401 for unknown, malformed and empty tokens, even on public routes', async () => {
    const unknown = `ikt_${'A'.repeat(43)}`;
    for (const header of [`Bearer ${unknown}`, 'Bearer abc', 'Bearer ', 'bearer x y']) {
      const res = await request(app.getHttpServer())
        .get('/api/auth/me')
        .set('Authorization', header)
        .expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, code: 'API_TOKEN_INVALID' });
    }
    await request(app.getHttpServer())
      .get('/api/billing/plans')
      .set('Authorization', `Bearer ${unknown}`)
      .expect(401);
  });

  it('gives a read token 403 on unsafe methods and a write-only token 403 on reads', async () => {
    const { client } = await signedInAs(app, 'user');
    const read = await createToken(client, ['read']);
    await bearer(app, read.token).get('/api/auth/me').expect(200);
    const refused = await bearer(app, read.token).put('/api/profile', { email: 'x@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TOKEN_SCOPE_INSUFFICIENT' });
    const write = await createToken(client, ['write']);
    const noRead = await bearer(app, write.token).get('/api/auth/me').expect(403);
    expect(noRead.body.code).toBe('TOKEN_SCOPE_INSUFFICIENT');
  });

  it('cannot create tokens, sign in or fetch a CSRF token', async () => {
    const { client } = await signedInAs(app, 'user');
    const { token } = await createToken(client);
    const create = await bearer(app, token).post('/api/tokens', {
      name: 'minted',
      scopes: ['read'],
      expiresInDays: 7,
    });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('SESSION_REQUIRED');
    for (const call of [
      bearer(app, token).get('/api/csrf-token'),
      bearer(app, token).post('/api/auth/login', { username: 'x', password: 'y' }),
      bearer(app, token).post('/api/auth/logout', {}),
    ]) {
      const res = await call.expect(403);
      expect(res.body.code).toBe('SESSION_REQUIRED');
    }
  });

  it('allows only what the owner’s role allows', async () => {
    const user = await signedInAs(app, 'user');
    const admin = await signedInAs(app, 'admin');
    const userToken = await createToken(user.client);
    const adminToken = await createToken(admin.client);
    await bearer(app, userToken.token).get('/api/admin/users').expect(403);
    await bearer(app, adminToken.token).get('/api/admin/users').expect(200);
  });

  it('expires on its date', async () => {
    const { client } = await signedInAs(app, 'user');
    const { token } = await createToken(client, ['read'], 7);
    await bearer(app, token).get('/api/auth/me').expect(200);
    clock.advance(7 * DAY - 1000);
    await bearer(app, token).get('/api/auth/me').expect(200);
    clock.advance(1000);
    await bearer(app, token).get('/api/auth/me').expect(401);
  });

  it('is revoked when its owner is deactivated, and stays revoked after reactivation', async () => {
    const admin = await signedInAs(app, 'admin');
    const user = await signedInAs(app, 'user');
    const { token } = await createToken(user.client);
    await bearer(app, token).get('/api/auth/me').expect(200);
    const status = (isActive: boolean) =>
      admin.client
        .send('patch', '/api/admin/users/status', { userId: user.id, isActive })
        .then(expectStatus(200));
    await status(false);
    await bearer(app, token).get('/api/auth/me').expect(401);
    await status(true);
    await bearer(app, token).get('/api/auth/me').expect(401);
  });

  it('is revoked when its owner changes the password', async () => {
    const user = await signedInAs(app, 'user');
    const { token } = await createToken(user.client);
    await bearer(app, token).get('/api/auth/me').expect(200);
    await user.client
      .send('put', '/api/profile/password', {
        currentPassword: PASSWORD,
        newPassword: 'another-long-password',
        confirmPassword: 'another-long-password',
      })
      .then(expectStatus(200));
    await bearer(app, token).get('/api/auth/me').expect(401);
    const log = await user.client.agent.get('/api/profile/security-logs').expect(200);
    const revoked = log.body.data.find((e: { event: string }) => e.event === 'api_token_revoked');
    expect(revoked).toBeDefined();
  });

  it('may change the password with a write token, which then revokes that token too', async () => {
    const user = await signedInAs(app, 'user');
    const { token } = await createToken(user.client);
    const res = await bearer(app, token).put('/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'token-set-password',
      confirmPassword: 'token-set-password',
    });
    expect(res.status).toBe(200);
    await bearer(app, token).get('/api/auth/me').expect(401);
    // No session made the change, so every session of the user ended.
    await user.client.agent.get('/api/auth/me').expect(401);
  });

  it('records last use, logs the first call as a first use and each later new address once', async () => {
    const user = await signedInAs(app, 'user');
    const { token, id } = await createToken(user.client, ['read']);
    const from = (ip: string) =>
      bearer(app, token).get('/api/auth/me').set('X-Forwarded-For', ip).expect(200);
    await from('203.0.113.7');
    await from('203.0.113.7');
    await from('198.51.100.20');
    const list = await user.client.agent.get('/api/tokens').expect(200);
    const listed = list.body.tokens.find((t: { id: string }) => t.id === id);
    expect(listed.lastUsedIp).toBe('198.51.100.20');
    expect(Date.parse(listed.lastUsedAt)).toBe(clock.nowMs());
    const events = await user.client.agent.get('/api/profile/security-logs').expect(200);
    const logged = (event: string) =>
      events.body.data
        .filter((e: { event: string }) => e.event === event)
        .map((e: { ipAddress: string }) => e.ipAddress);
    // The first address is where the token runs, not an alarm; only the second is new.
    expect(logged('api_token_first_used')).toEqual(['203.0.113.7']);
    expect(logged('api_token_used')).toEqual(['198.51.100.20']);
  });
});
