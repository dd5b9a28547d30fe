import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { Repository } from 'typeorm';
import { ApiTokenEntity } from '../src/modules/api-tokens/entities/api-token.entity';
import { ApiClient, expectStatus } from './api-client';
import { bearer, createToken } from './api-token-helpers';
import { signedInAs } from './admin-helpers';
import { createTestApp } from './app.factory';

describe('API tokens: create, list, revoke', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const signedIn = async () => (await signedInAs(app, 'user')).client;

  it('creates a token shown once and stores only its SHA-256', async () => {
    const client = await signedIn();
    const res = await client
      .post('/api/tokens', { name: ' CI script ', scopes: ['write', 'read'], expiresInDays: 30 })
      .then(expectStatus(201));
    expect(res.body).toEqual({
      token: expect.stringMatching(/^ikt_[A-Za-z0-9_-]{43}$/),
      id: expect.any(String),
      name: 'CI script',
      scopes: ['read', 'write'],
      models: null,
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      limits: {
        monthlyTokens: null,
        requestsPerMinute: null,
        tokensPerMinute: null,
        maxConcurrent: null,
      },
    });
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    const rows: Repository<ApiTokenEntity> = app.get(getRepositoryToken(ApiTokenEntity));
    const row = await rows.findOneByOrFail({ id: res.body.id });
    expect(row.tokenHash).toBe(createHash('sha256').update(res.body.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(res.body.token);

    const list = await client.agent.get('/api/tokens').expect(200);
    expect(list.body.tokens).toEqual([
      {
        id: res.body.id,
        name: 'CI script',
        prefix: res.body.token.slice(0, 12),
        scopes: ['read', 'write'],
        models: null,
        createdAt: res.body.createdAt,
        expiresAt: res.body.expiresAt,
        lastUsedAt: null,
        lastUsedIp: null,
        limits: res.body.limits,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
    expect(JSON.stringify(list.body)).not.toContain(row.tokenHash);
  });

  it('accepts a token that never expires', async () => {
    const client = await signedIn();
    const res = await client
      .post('/api/tokens', { name: 'forever', scopes: ['read'], expiresInDays: null })
      .then(expectStatus(201));
    expect(res.body.expiresAt).toBeNull();
  });

  it.each([
    [{ scopes: ['read'], expiresInDays: 30 }, 'Token name is required'],
    [{ name: '  ', scopes: ['read'], expiresInDays: 30 }, 'Token name is required'],
    [
      { name: 'x', scopes: [], expiresInDays: 30 },
      'Choose at least one scope: read, write or inference',
    ],
    [
      { name: 'x', scopes: ['admin'], expiresInDays: 30 },
      'Scopes must be read, write or inference',
    ],
    [{ name: 'x', scopes: ['read', 'read'], expiresInDays: 30 }, 'Each scope may be given once'],
    [
      { name: 'x', scopes: ['read'], expiresInDays: 5 },
      'expiresInDays must be 7, 30, 90, 365 or null',
    ],
    [{ name: 'x', scopes: ['read'] }, 'expiresInDays must be 7, 30, 90, 365 or null'],
    [
      { name: 'x'.repeat(101), scopes: ['read'], expiresInDays: 7 },
      'Token name must be at most 100 characters',
    ],
  ])('refuses %j with 400', async (body, message) => {
    const client = await signedIn();
    const res = await client.post('/api/tokens', body).then(expectStatus(400));
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body.message).toContain(message);
  });

  it('needs a signed-in session and a CSRF token to create one', async () => {
    await request(app.getHttpServer())
      .post('/api/tokens')
      .send({ name: 'x', scopes: ['read'], expiresInDays: 7 })
      .expect(403);
    const anonymous = new ApiClient(app);
    await anonymous
      .post('/api/tokens', { name: 'x', scopes: ['read'], expiresInDays: 7 })
      .then(expectStatus(401));
  });

  it('revokes a token: it stops working at once and leaves the list', async () => {
    const client = await signedIn();
    const { token, id } = await createToken(client);
    await bearer(app, token).get('/api/auth/me').expect(200);
    await client.send('delete', `/api/tokens/${id}`).then(expectStatus(200, { success: true }));
    const after = await bearer(app, token).get('/api/auth/me').expect(401);
    expect(after.body).toMatchObject({ code: 'API_TOKEN_INVALID' });
    const list = await client.agent.get('/api/tokens').expect(200);
    expect(list.body.tokens).toEqual([]);
    await client.send('delete', `/api/tokens/${id}`).then(expectStatus(404));
  });

  it('cannot see or revoke another user’s token', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { token, id } = await createToken(alice);
    const bobs = await bob.agent.get('/api/tokens').expect(200);
    expect(bobs.body.tokens).toEqual([]);
    const res = await bob.send('delete', `/api/tokens/${id}`).then(expectStatus(404));
    expect(res.body.code).toBe('API_TOKEN_NOT_FOUND');
    await bob.send('delete', '/api/tokens/not-a-uuid').then(expectStatus(404));
    await bearer(app, token).get('/api/auth/me').expect(200);
  });

  it('logs creation and revocation in the owner’s security activity', async () => {
    const client = await signedIn();
    const { id } = await createToken(client, ['read'], 7, 'logged');
    await client.send('delete', `/api/tokens/${id}`).then(expectStatus(200));
    const log = await client.agent.get('/api/profile/security-logs').expect(200);
    const events = log.body.data.map((e: { event: string }) => e.event);
    expect(events.slice(0, 2)).toEqual(['api_token_revoked', 'api_token_created']);
  });
});
