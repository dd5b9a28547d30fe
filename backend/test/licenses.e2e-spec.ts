import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ManualClock } from '../src/common/clock/manual-clock';
import { SubscriptionPeriodsService } from '../src/modules/billing/subscriptions/subscription-periods.service';
import { verifyLicense } from '../src/modules/licenses/license-format';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { addMember, newOrganization, Organization } from './organizations-helpers';

const DAY = 86_400_000;

describe('Signed licence keys for the local edition', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ironkeep-licences-'));
  const clock = new ManualClock(new Date('2026-02-01T12:00:00Z'));
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false', DATA_DIR: dataDir }, { clock });
  });
  afterAll(() => app.close());

  async function publicKey() {
    const res = await request(app.getHttpServer()).get('/api/licenses/public-key').expect(200);
    return res.body as {
      algorithm: string;
      keyId: string;
      publicKeyPem: string;
      publicKey: string;
    };
  }
  const current = async (client: ApiClient) =>
    (await client.agent.get('/api/licenses/current').expect(200)).body;
  /** Verified offline, exactly as the local edition does, with the raw key from the endpoint. */
  async function verify(key: string, at = clock.now()) {
    const { publicKey: raw, keyId } = await publicKey();
    const keyObject = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: raw },
      format: 'jwk',
    });
    return verifyLicense(key, keyObject, keyId, at);
  }

  it('publishes the Ed25519 public key and keeps the generated private key in DATA_DIR', async () => {
    const key = await publicKey();
    expect(key.algorithm).toBe('Ed25519');
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(32);
    expect(readFileSync(join(dataDir, 'license-public-key.pem'), 'utf8')).toBe(key.publicKeyPem);
    expect(statSync(join(dataDir, 'license-signing-key.pem')).mode & 0o777).toBe(0o600);
  });

  it('issues a PRO key on subscribing to Professional, valid until the trial ends plus 7 days', async () => {
    clock.set(new Date('2026-02-01T12:00:00Z'));
    const org = await newOrganization(app, 'professional');
    const license = await current(org.owner.client);
    expect(license).toMatchObject({
      tier: 'pro',
      maxUsers: 5,
      features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
      status: 'active',
      issuedAt: '2026-02-01T12:00:00.000Z',
      expiresAt: new Date(Date.parse('2026-02-15T12:00:00Z') + 7 * DAY).toISOString(),
      revokedAt: null,
    });
    expect(license.key).toMatch(/^IRON-PRO-[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    const check = await verify(license.key);
    expect(check).toEqual({
      valid: true,
      payload: {
        v: 1,
        lid: license.id,
        kid: (await publicKey()).keyId,
        org: org.name,
        orgSlug: org.slug,
        tier: 'pro',
        maxUsers: 5,
        features: license.features,
        iat: license.issuedAt,
        exp: license.expiresAt,
      },
    });
    // The PEM the local service reads from DATA_DIR verifies it too.
    const pem = createPublicKey(readFileSync(join(dataDir, 'license-public-key.pem'), 'utf8'));
    expect(verifyLicense(license.key, pem, license.keyId, clock.now()).valid).toBe(true);
    expect((await verify(license.key, new Date(Date.parse(license.expiresAt) + 1))).valid).toBe(
      false,
    );
  });

  it('issues a STARTER key for one user, and detects tampering', async () => {
    const org = await newOrganization(app, 'starter');
    const { key, maxUsers, features } = await current(org.owner.client);
    expect(key.startsWith('IRON-STARTER-')).toBe(true);
    expect(maxUsers).toBe(1);
    expect(features).toEqual(['basic_chat', 'memory_persistence']);

    const [signed, signature] = key.split('.');
    const payloadText = signed.slice('IRON-STARTER-'.length);
    const payload = JSON.parse(Buffer.from(payloadText, 'base64url').toString('utf8'));
    expect(payload.tier).toBe('starter');
    const encode = (p: object) => Buffer.from(JSON.stringify(p)).toString('base64url');
    const upgraded = encode({ ...payload, maxUsers: 50 });
    expect(await verify(`IRON-STARTER-${upgraded}.${signature}`)).toEqual({
      valid: false,
      code: 'LICENSE_BAD_SIGNATURE',
    });
    const asPro = encode({ ...payload, tier: 'pro' });
    expect((await verify(`IRON-PRO-${asPro}.${signature}`)).valid).toBe(false);
  });

  it('rotates a key: the new one works, the old one is listed as revoked', async () => {
    const org = await newOrganization(app, 'professional');
    const before = await current(org.owner.client);
    clock.advance(1000); // the history is ordered by issue time
    const rotated = await org.owner.client.post('/api/licenses/rotate', {}).then(expectStatus(200));
    expect(rotated.body).toMatchObject({ status: 'active', expiresAt: before.expiresAt });
    expect(rotated.body.key).not.toBe(before.key);
    expect((await verify(rotated.body.key)).valid).toBe(true);
    expect((await current(org.owner.client)).id).toBe(rotated.body.id);
    const list = await org.owner.client.agent.get('/api/licenses').expect(200);
    expect(list.body.pagination.total).toBe(2);
    expect(
      list.body.data.map((l: { id: string; status: string; revokeReason: string | null }) => [
        l.id,
        l.status,
        l.revokeReason,
      ]),
    ).toEqual([
      [rotated.body.id, 'active', null],
      [before.id, 'revoked', 'rotated'],
    ]);
  });

  it('reissues the key for each renewed period and on a tier change; none once canceled', async () => {
    clock.set(new Date('2026-03-01T00:00:00Z'));
    const org: Organization = await newOrganization(app, 'starter');
    const trialKey = await current(org.owner.client);

    clock.set(new Date('2026-03-15T00:00:10Z'));
    await app.get(SubscriptionPeriodsService).advanceDuePeriods();
    org.owner.client = new ApiClient(app);
    await org.owner.client.login(org.owner.username).then(expectStatus(200));
    const renewed = await current(org.owner.client);
    expect(renewed.expiresAt).toBe(
      new Date(Date.parse('2026-04-15T00:00:00Z') + 7 * DAY).toISOString(),
    );
    expect(renewed.tier).toBe('starter');

    clock.advance(1000);
    await org.owner.client
      .post('/api/billing/change-plan', { planId: 'professional' })
      .then(expectStatus(200));
    const upgraded = await current(org.owner.client);
    expect(upgraded).toMatchObject({ tier: 'pro', maxUsers: 5, expiresAt: renewed.expiresAt });
    expect(upgraded.key.startsWith('IRON-PRO-')).toBe(true);

    await org.owner.client.post('/api/billing/cancel', {}).then(expectStatus(200));
    clock.set(new Date('2026-04-15T00:00:10Z'));
    await app.get(SubscriptionPeriodsService).advanceDuePeriods();
    org.owner.client = new ApiClient(app);
    await org.owner.client.login(org.owner.username).then(expectStatus(200));
    const none = await org.owner.client.agent.get('/api/licenses/current').expect(404);
    expect(none.body.code).toBe('LICENSE_NOT_FOUND');
    const history = await org.owner.client.agent.get('/api/licenses').expect(200);
    expect(
      history.body.data.map((l: { id: string; status: string; revokeReason: string }) => [
        l.id,
        l.status,
        l.revokeReason,
      ]),
    ).toEqual([
      [upgraded.id, 'revoked', 'canceled'],
      [renewed.id, 'superseded', 'plan_changed'],
      [trialKey.id, 'superseded', 'renewed'],
    ]);
    const rotate = await org.owner.client.post('/api/licenses/rotate', {}).then(expectStatus(402));
    expect(rotate.body.code).toBe('SUBSCRIPTION_INACTIVE');
  });

  it('licenses Enterprise for 25 users, more than Professional, and reissues on the upgrade (issue 34)', async () => {
    clock.set(new Date('2026-05-01T00:00:00Z'));
    const plans = (await request(app.getHttpServer()).get('/api/billing/plans').expect(200))
      .body as { id: string; features: string[] }[];
    const features = (id: string) => plans.find((p) => p.id === id)!.features;
    expect(features('professional')).toContain('IronKeep Local license for 5 users');
    expect(features('enterprise')).toContain('IronKeep Local license for 25 users');
    expect(features('enterprise')).not.toContain('IronKeep Local license for 5 users');

    const org = await newOrganization(app, 'professional');
    const professional = await current(org.owner.client);
    expect(professional).toMatchObject({ tier: 'pro', maxUsers: 5 });
    clock.advance(1000);
    await org.owner.client
      .post('/api/billing/change-plan', { planId: 'enterprise' })
      .then(expectStatus(200));
    const enterprise = await current(org.owner.client);
    expect(enterprise).toMatchObject({ tier: 'pro', maxUsers: 25, status: 'active' });
    expect(enterprise.id).not.toBe(professional.id);
    const check = await verify(enterprise.key);
    expect(check).toMatchObject({ valid: true, payload: { tier: 'pro', maxUsers: 25 } });
  });

  it('shows members their organisation’s key only; the history and rotation are the owner’s', async () => {
    const a = await newOrganization(app, 'professional');
    const b = await newOrganization(app, 'professional');
    const memberA = await addMember(app, a);
    const keyA = await current(a.owner.client);
    expect((await current(memberA.client)).key).toBe(keyA.key);
    expect((await current(b.owner.client)).key).not.toBe(keyA.key);
    await memberA.client.agent.get('/api/licenses').expect(403);
    await request(app.getHttpServer()).get('/api/licenses/current').expect(401);
  });
});

describe('LICENSE_SIGNING_KEY', () => {
  it('signs with the configured key (PEM, "\\n" escapes allowed) and publishes its public half', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      LICENSE_SIGNING_KEY: pem.replace(/\n/g, '\\n'),
    });
    try {
      const res = await request(app.getHttpServer()).get('/api/licenses/public-key').expect(200);
      expect(res.body.publicKey).toBe(publicKey.export({ format: 'jwk' }).x);
      const org = await newOrganization(app, 'starter');
      const { key, keyId } = (await org.owner.client.agent.get('/api/licenses/current').expect(200))
        .body;
      expect(verifyLicense(key, publicKey, keyId, new Date()).valid).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a key that is not Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(createTestApp({ LICENSE_SIGNING_KEY: pem })).rejects.toThrow(
      'LICENSE_SIGNING_KEY must be an Ed25519 key',
    );
    await expect(createTestApp({ LICENSE_SIGNING_KEY: 'not a key' })).rejects.toThrow(
      'LICENSE_SIGNING_KEY is not a PKCS#8 PEM private key',
    );
  });
});
