import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../clock';
import { deadUrl } from '../testing/http';
import {
  createSigner,
  issueKey,
  payloadFor,
  PRO_FEATURES,
  signKey,
  STARTER_FEATURES,
  type TestSigner,
} from '../testing/license-keys';
import {
  expectServiceError,
  postJson,
  serveLicensedTestApp,
  serveTestApp,
  testConfig,
  type TestService,
} from '../testing/service';

type ErrorBody = { statusCode: number; code: string; message: string; error: string };

describe('POST /license/verify', () => {
  const signer = createSigner();
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
  let app: TestService;
  const verify = (license_key: unknown, device_fingerprint: unknown = 'device-a') =>
    postJson(`${app.url}/license/verify`, { license_key, device_fingerprint });
  const expectError = expectServiceError;
  const expectStarter = async (res: Response, licenseId: string) => {
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      valid: true,
      tier: 'starter',
      maxUsers: 1,
      features: STARTER_FEATURES,
      organization: 'Acme Health',
      expiresAt: '2027-01-01T00:00:00.000Z',
      licenseId,
    });
  };

  before(async () => {
    app = await serveLicensedTestApp(signer, clock);
  });
  after(() => app.close());

  it('a valid starter key → 200 with tier, 1 user and the starter features', async () => {
    const key = issueKey(signer, 'starter', { lid: 'lic-starter-1' });
    await expectStarter(await verify(key), 'lic-starter-1');
  });

  it('a valid pro key → 200 with 5 users and the pro features', async () => {
    const res = await verify(issueKey(signer, 'pro'));
    assert.equal(res.status, 200);
    const body = (await res.json()) as { tier: string; maxUsers: number; features: string[] };
    assert.equal(body.tier, 'pro');
    assert.equal(body.maxUsers, 5);
    assert.deepEqual(body.features, PRO_FEATURES);
  });

  it('blank key → 400 LICENSE_MISSING', async () => {
    await expectError(await verify('  '), 400, 'LICENSE_MISSING');
    await expectError(await postJson(`${app.url}/license/verify`, {}), 400, 'LICENSE_MISSING');
  });

  it('the spec client-side format alone (IRON-…) is not enough → 400 LICENSE_MALFORMED', async () => {
    await expectError(await verify('IRON-PRO-1234-5678'), 400, 'LICENSE_MALFORMED');
    await expectError(await verify('not a key'), 400, 'LICENSE_MALFORMED');
    const hexKey = signKey(signer, payloadFor(signer, 'pro'), { encoding: 'hex' });
    const upper = hexKey.toUpperCase();
    await expectError(await verify(upper), 400, 'LICENSE_MALFORMED');
  });

  it('a key issued in the first, hex encoding is still accepted', async () => {
    const key = signKey(signer, payloadFor(signer, 'starter', { lid: 'lic-hex-1' }), {
      encoding: 'hex',
    });
    assert.match(key, /^IRON-STARTER-[0-9a-f]+-[0-9a-f]{128}$/);
    await expectStarter(await verify(key, 'device-hex'), 'lic-hex-1');
  });

  it('a tampered payload → 403 LICENSE_BAD_SIGNATURE, in either encoding', async () => {
    const forged = JSON.stringify(payloadFor(signer, 'starter', { maxUsers: 500 }));
    const [signed, signature] = issueKey(signer, 'starter').split('.');
    const mark = signed.split('-')[1];
    const forgedB64 = Buffer.from(forged).toString('base64url');
    await expectError(
      await verify(`IRON-${mark}-${forgedB64}.${signature}`),
      403,
      'LICENSE_BAD_SIGNATURE',
    );
    const hexKey = signKey(signer, payloadFor(signer, 'starter'), { encoding: 'hex' });
    const hexSignature = hexKey.split('-')[3];
    const forgedHex = Buffer.from(forged).toString('hex');
    await expectError(
      await verify(`IRON-${mark}-${forgedHex}-${hexSignature}`),
      403,
      'LICENSE_BAD_SIGNATURE',
    );
  });

  it('a tampered mark (STARTER → PRO) → 403 LICENSE_BAD_SIGNATURE', async () => {
    const key = issueKey(signer, 'starter');
    await expectError(
      await verify(key.replace('IRON-STARTER-', 'IRON-PRO-')),
      403,
      'LICENSE_BAD_SIGNATURE',
    );
  });

  it('a key signed by another key pair → 403 LICENSE_UNKNOWN_SIGNER', async () => {
    const stranger = createSigner();
    await expectError(await verify(issueKey(stranger, 'pro')), 403, 'LICENSE_UNKNOWN_SIGNER');
  });

  it('another signer claiming our key id → 403 LICENSE_BAD_SIGNATURE', async () => {
    const stranger: TestSigner = { ...createSigner(), keyId: signer.keyId };
    await expectError(await verify(issueKey(stranger, 'pro')), 403, 'LICENSE_BAD_SIGNATURE');
  });

  it('a signed key whose mark disagrees with its tier → 400 LICENSE_MALFORMED', async () => {
    const key = signKey(signer, payloadFor(signer, 'starter'), { mark: 'PRO' });
    const body = await expectError(await verify(key), 400, 'LICENSE_MALFORMED');
    assert.match(body.message, /PRO mark does not match the starter tier/);
  });

  it('expiry follows the service clock: valid the second before, 403 LICENSE_EXPIRED at exp', async () => {
    const key = issueKey(signer, 'pro', { exp: '2026-07-01T00:00:00.000Z' });
    clock.set('2026-06-30T23:59:59Z');
    assert.equal((await verify(key)).status, 200);
    clock.set('2026-07-01T00:00:00Z');
    const body = await expectError(await verify(key), 403, 'LICENSE_EXPIRED');
    assert.match(body.message, /expired on 2026-07-01/);
    clock.set('2026-06-01T00:00:00Z');
  });

  it('pro: five devices are admitted, the sixth is refused, a known device still gets in', async () => {
    const key = issueKey(signer, 'pro');
    for (const device of ['d1', 'd2', 'd3', 'd4', 'd5']) {
      assert.equal((await verify(key, device)).status, 200, device);
    }
    const body = await expectError(await verify(key, 'd6'), 403, 'LICENSE_DEVICE_LIMIT');
    assert.match(body.message, /Pro license is already in use on 5 devices/);
    assert.match(body.message, /`ironkeep license release`/);
    assert.equal((await verify(key, 'd3')).status, 200);
    assert.equal((await verify(key, 'd1')).status, 200);
  });

  it('starter: the same device twice is fine, a second device is refused', async () => {
    const key = issueKey(signer, 'starter');
    assert.equal((await verify(key, 'laptop')).status, 200);
    assert.equal((await verify(key, 'laptop')).status, 200);
    await expectError(await verify(key, 'desktop'), 403, 'LICENSE_DEVICE_LIMIT');
  });

  it('device limits count per license id, not per organization key', async () => {
    assert.equal((await verify(issueKey(signer, 'starter'), 'desktop')).status, 200);
  });

  it('a missing device fingerprint → 400 VALIDATION_FAILED', async () => {
    await expectError(await verify(issueKey(signer, 'pro'), ''), 400, 'VALIDATION_FAILED');
    await expectError(
      await verify(issueKey(signer, 'pro'), 'x'.repeat(513)),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('device fingerprints are stored hashed, not as sent', () => {
    const rows = app.services.storage.db
      .prepare('SELECT device_hash FROM license_devices')
      .all() as {
      device_hash: string;
    }[];
    assert.ok(rows.length >= 5);
    assert.ok(rows.every((row) => /^[0-9a-f]{64}$/.test(row.device_hash)));
  });
});

describe('license public key sources and the configured key', () => {
  it('no public key anywhere → 503 LICENSE_NO_PUBLIC_KEY, and chat is not blocked', async () => {
    const signer = createSigner();
    const app = await serveTestApp(testConfig({ ollamaUrl: await deadUrl() }));
    try {
      const res = await postJson(`${app.url}/license/verify`, {
        license_key: issueKey(signer, 'pro'),
        device_fingerprint: 'd',
      });
      assert.equal(res.status, 503);
      assert.equal(((await res.json()) as ErrorBody).code, 'LICENSE_NO_PUBLIC_KEY');
      // Chat still runs into the runtime (down here), not into a license check.
      const chat = await postJson(`${app.url}/chat`, { message: 'hi', session_id: 's' });
      assert.equal(((await chat.json()) as ErrorBody).code, 'MODEL_RUNTIME_UNREACHABLE');
    } finally {
      await app.close();
    }
  });

  it('reads DATA_DIR/license-public-key.pem when it appears after start (make run)', async () => {
    const signer = createSigner();
    const config = testConfig({ ollamaUrl: await deadUrl() });
    const app = await serveTestApp(config);
    try {
      const key = issueKey(signer, 'starter');
      const verify = () =>
        postJson(`${app.url}/license/verify`, { license_key: key, device_fingerprint: 'd' });
      assert.equal((await verify()).status, 503);
      writeFileSync(join(config.dataDir, 'license-public-key.pem'), signer.publicKeyPem);
      assert.equal((await verify()).status, 200);
    } finally {
      await app.close();
    }
  });

  it('accepts the raw base64url public key and falls back to IRONKEEP_LICENSE_KEY for a blank key', async () => {
    const signer = createSigner();
    const configured = issueKey(signer, 'pro', { org: 'Configured Org' });
    const app = await serveTestApp(
      testConfig({
        ollamaUrl: await deadUrl(),
        licensePublicKey: signer.publicKeyRaw,
        licenseKey: configured,
      }),
    );
    try {
      const res = await postJson(`${app.url}/license/verify`, {
        license_key: '',
        device_fingerprint: 'd',
      });
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { organization: string }).organization, 'Configured Org');
      const health = (await (await fetch(`${app.url}/health`)).json()) as { license: unknown };
      assert.deepEqual(health.license, {
        status: 'valid',
        tier: 'pro',
        maxUsers: 5,
        organization: 'Configured Org',
        expiresAt: '2027-01-01T00:00:00.000Z',
      });
      assert.ok(!JSON.stringify(health).includes(configured.slice(-20)), 'the key never leaves');
    } finally {
      await app.close();
    }
  });

  it('health reports a configured key that fails with its code', async () => {
    const signer = createSigner();
    const app = await serveLicensedTestApp(signer, undefined, {
      licenseKey: issueKey(signer, 'pro', { exp: '2020-01-01T00:00:00.000Z' }),
    });
    try {
      const health = (await (await fetch(`${app.url}/health`)).json()) as {
        license: { status: string; code: string };
      };
      assert.equal(health.license.status, 'invalid');
      assert.equal(health.license.code, 'LICENSE_EXPIRED');
    } finally {
      await app.close();
    }
  });
});
