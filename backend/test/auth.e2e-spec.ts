import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import { Repository } from 'typeorm';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { ApiClient, PASSWORD, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { entriesBy } from './audit-helpers';

describe('Auth (register, login, logout, me)', () => {
  let app: NestFastifyApplication;
  const adminName = uniqueName('admin');

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_USERNAME: adminName, ADMIN_PASSWORD: 'admin-password-1' });
  });
  afterAll(() => app.close());

  it('registers a user and returns it without secrets', async () => {
    const client = new ApiClient(app);
    const username = uniqueName();
    const res = await client
      .register(username, PASSWORD, `${username}@example.com`)
      .then(expectStatus(201));
    expect(res.body).toEqual({
      success: true,
      user: {
        id: expect.any(String),
        username,
        email: `${username}@example.com`,
        role: 'user',
        isActive: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        organizationId: null,
        organizationRole: null,
        twoFactorEnabled: false,
        mustChangePassword: false,
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|twoFactorSecret/);
  });

  it('stores the password as an argon2id hash with at least the OWASP parameters', async () => {
    const username = uniqueName();
    await new ApiClient(app).register(username).then(expectStatus(201));
    const user = await app
      .get<Repository<UserEntity>>(getRepositoryToken(UserEntity))
      .findOneByOrFail({ username });
    const [, variant, , params] = user.passwordHash.split('$');
    expect(variant).toBe('argon2id');
    const parsed = Object.fromEntries(params.split(',').map((kv) => kv.split('=')));
    expect(Number(parsed.m)).toBeGreaterThanOrEqual(19456);
    expect(Number(parsed.t)).toBeGreaterThanOrEqual(2);
    expect(Number(parsed.p)).toBe(1);
  });

  it.each([
    [{ username: 'ab', password: PASSWORD }, 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(51), password: PASSWORD }, 'Username must be less than 50 characters'],
    [{ username: 'valid_name', password: 'short' }, 'Password must be at least 8 characters'],
    [
      { username: 'valid_name', password: 'p'.repeat(101) },
      'Password must be at most 100 characters',
    ],
    [{ username: 'valid_name', password: PASSWORD, email: 'nope' }, 'Invalid email address'],
    [
      { username: 'bad name!', password: PASSWORD },
      'Username may only contain letters, numbers, dots, dashes and underscores',
    ],
  ])('rejects %j with "%s"', async (body, message) => {
    const res = await new ApiClient(app).post('/api/auth/register', body).then(expectStatus(400));
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toContain(message);
  });

  it('refuses a duplicate username regardless of case with 409', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username).then(expectStatus(201));
    const res = await client.register(username.toUpperCase()).then(expectStatus(409));
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'Username already exists',
      error: 'Conflict',
      code: 'USERNAME_TAKEN',
    });
  });

  it('signs in, rotates the session id, and serves /me', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username);
    const csrfRes = await client.agent.get('/api/csrf-token');
    const before = client.sessionCookie(csrfRes);
    client.csrfToken = csrfRes.body.token;
    await client.agent.get('/api/auth/me').expect(401);

    const login = await client.login(username).then(expectStatus(200));
    expect(login.body).toMatchObject({
      success: true,
      user: { username },
      csrfToken: expect.any(String),
    });
    const after = client.sessionCookie(login);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toEqual(before);
    expect(login.body.csrfToken).not.toEqual(csrfRes.body.token);

    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ success: true, user: { username, role: 'user' } });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2/);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie with a 30-minute lifetime', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username);
    const login = await client.login(username).then(expectStatus(200));
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('ironkeep.sid='),
    )!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]).getTime();
    expect(Math.abs(expires - Date.now() - 30 * 60 * 1000)).toBeLessThan(60 * 1000);
  });

  it('logs out by destroying the session server-side', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username);
    const login = await client.login(username);
    const cookie = client.sessionCookie(login)!;
    await client.post('/api/auth/logout').then(expectStatus(200, { success: true }));
    // Replaying the old cookie from another client must not work either.
    await request(app.getHttpServer()).get('/api/auth/me').set('Cookie', cookie).expect(401);
    await client.agent.get('/api/auth/me').expect(401);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username);
    const wrong = await client.login(username, 'wrong-password').then(expectStatus(401));
    const unknown = await client
      .login(uniqueName('ghost'), 'wrong-password')
      .then(expectStatus(401));
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Invalid username or password',
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('validates the login body with clear messages', async () => {
    const res = await new ApiClient(app)
      .post('/api/auth/login', { username: '' })
      .then(expectStatus(400));
    expect(res.body.message).toEqual(
      expect.arrayContaining(['Username is required', 'Password is required']),
    );
  });

  it('refuses sign-in for a deactivated user, and ends their live session', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username);
    await client.login(username).then(expectStatus(200));
    const repo = app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
    await repo.update({ username }, { isActive: false });
    await client.agent.get('/api/auth/me').expect(401);
    const res = await new ApiClient(app).login(username).then(expectStatus(403));
    expect(res.body.message).toMatch(/deactivated/);
  });

  it('ensures the configured admin account', async () => {
    const client = new ApiClient(app);
    const res = await client.login(adminName, 'admin-password-1').then(expectStatus(200));
    expect(res.body.user.role).toBe('admin');
  });

  it('locks an account after 10 failed logins with 429', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    await client.register(username);
    for (let i = 0; i < 10; i++)
      await client.login(username, 'wrong-password').then(expectStatus(401));
    const blocked = await client.login(username).then(expectStatus(429));
    expect(blocked.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(blocked.body.message).toMatch(/Too many failed login attempts/);
  });
});

describe('Auth events in the security log', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('records registration, failed and successful sign-in, and logout with IP and user agent', async () => {
    const username = uniqueName();
    const client = new ApiClient(app);
    const { body } = await client.register(username).then(expectStatus(201));
    await client.login(username, 'wrong-password').then(expectStatus(401));
    await client.login(username).then(expectStatus(200));
    await client.post('/api/auth/logout').then(expectStatus(200));
    const rows = await entriesBy(app, body.user.id);
    expect(rows.map((r) => [r.event, r.success]).sort()).toEqual(
      [
        ['login_failed', false],
        ['login_success', true],
        ['logout_success', true],
        ['registration_success', true],
      ].sort(),
    );
    expect(rows.every((r) => r.ipAddress && r.userAgent && r.actorName === username)).toBe(true);
    // How the actor authenticated: a password to sign in, the session afterwards.
    const auth = Object.fromEntries(rows.map((r) => [r.event, r.actorAuth]));
    expect(auth).toMatchObject({ login_success: 'password', login_failed: 'password' });
    expect(auth.logout_success).toBe('session');
  });

  it('records a failed login for an unknown username without tying it to an account', async () => {
    const ghost = uniqueName('ghost');
    await new ApiClient(app).login(ghost, 'whatever-password').then(expectStatus(401));
    const rows = await entriesBy(app, null, { action: 'login_failed', actorName: ghost });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, actorId: null, actorAuth: 'password' });
  });
});
