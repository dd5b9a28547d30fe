import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../clock';
import { createSigner, issueKey } from '../testing/license-keys';
import {
  expectServiceError,
  postJson,
  serveLicensedTestApp,
  type TestService,
} from '../testing/service';
import type { RecordedDevice } from './device-registry';
import type { DeviceListResponse } from './device.routes';

const hashOf = (fingerprint: string) => createHash('sha256').update(fingerprint).digest('hex');

describe('license seat release: GET /license/devices, DELETE /license/devices/:deviceId', () => {
  const signer = createSigner();
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'));
  let app: TestService;

  const verify = (key: string, device: string) =>
    postJson(`${app.url}/license/verify`, { license_key: key, device_fingerprint: device });
  const list = async (): Promise<DeviceListResponse> => {
    const res = await fetch(`${app.url}/license/devices`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    return (await res.json()) as DeviceListResponse;
  };
  const release = (deviceId: string | number, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/license/devices/${deviceId}`, { method: 'DELETE', headers });
  const deviceOf = async (licenseId: string, fingerprint: string): Promise<RecordedDevice> => {
    const found = (await list()).devices.find(
      (d) => d.licenseId === licenseId && hashOf(fingerprint).startsWith(d.fingerprintHash),
    );
    assert.ok(found, `device ${fingerprint} of ${licenseId} is listed`);
    return found;
  };
  const expectError = expectServiceError;

  before(async () => {
    app = await serveLicensedTestApp(signer, clock);
  });
  after(() => app.close());

  it('nothing recorded yet: an empty list, no configured license', async () => {
    assert.deepEqual(await list(), { devices: [], configuredLicense: null });
  });

  it('releasing a seat lets a new device in: sixth pro device refused, one released, sixth admitted', async () => {
    const key = issueKey(signer, 'pro', { lid: 'lic-pro-release' });
    for (const device of ['pc-1', 'pc-2', 'pc-3', 'pc-4', 'pc-5']) {
      assert.equal((await verify(key, device)).status, 200, device);
    }
    await expectError(await verify(key, 'pc-6'), 403, 'LICENSE_DEVICE_LIMIT');

    const old = await deviceOf('lic-pro-release', 'pc-2');
    const res = await release(old.deviceId);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { success: true, released: old, devicesInUse: 4 });

    assert.equal((await verify(key, 'pc-6')).status, 200, 'the sixth device now gets the seat');
    await expectError(await verify(key, 'pc-7'), 403, 'LICENSE_DEVICE_LIMIT');
    await expectError(await verify(key, 'pc-2'), 403, 'LICENSE_DEVICE_LIMIT');
    const left = (await list()).devices.filter((d) => d.licenseId === 'lic-pro-release');
    assert.equal(left.length, 5);
    assert.ok(!left.some((d) => d.deviceId === old.deviceId));
  });

  it('an unknown device id → 404 LICENSE_DEVICE_NOT_FOUND; releasing twice → 404 the second time', async () => {
    const body = await expectError(await release(987654), 404, 'LICENSE_DEVICE_NOT_FOUND');
    assert.equal(body.error, 'Not Found');
    assert.match(body.message, /No license device has id 987654/);

    const key = issueKey(signer, 'starter');
    assert.equal((await verify(key, 'once')).status, 200);
    const device = (await list()).devices.at(-1)!;
    assert.equal((await release(device.deviceId)).status, 200);
    await expectError(await release(device.deviceId), 404, 'LICENSE_DEVICE_NOT_FOUND');
  });

  it('a device id that is not a whole number above 0 → 400 VALIDATION_FAILED', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '01', '99999999999999999', '%20']) {
      await expectError(await release(bad), 400, 'VALIDATION_FAILED');
    }
  });

  it('a released id is never given to a new device', async () => {
    const key = issueKey(signer, 'starter', { lid: 'lic-ids' });
    assert.equal((await verify(key, 'first')).status, 200);
    const first = await deviceOf('lic-ids', 'first');
    assert.equal((await release(first.deviceId)).status, 200);
    assert.equal((await verify(key, 'second')).status, 200);
    const second = await deviceOf('lic-ids', 'second');
    assert.ok(second.deviceId > first.deviceId, `${second.deviceId} > ${first.deviceId}`);
  });

  it('the list shows a short hash prefix and the times, never the raw fingerprint or the whole hash', async () => {
    const fingerprint = 'raw-fingerprint-0f1e2d3c4b5a';
    clock.set('2026-06-02T08:00:00Z');
    const key = issueKey(signer, 'pro', { lid: 'lic-privacy' });
    assert.equal((await verify(key, fingerprint)).status, 200);
    clock.set('2026-06-03T09:30:00Z');
    assert.equal((await verify(key, fingerprint)).status, 200);

    const res = await fetch(`${app.url}/license/devices`);
    const text = await res.text();
    assert.ok(!text.includes(fingerprint), 'raw fingerprint is not in the answer');
    assert.ok(!text.includes(hashOf(fingerprint)), 'the full hash is not in the answer');
    const device = (JSON.parse(text) as DeviceListResponse).devices.find(
      (d) => d.licenseId === 'lic-privacy',
    );
    assert.deepEqual(Object.keys(device!).sort(), [
      'deviceId',
      'fingerprintHash',
      'firstSeen',
      'lastSeen',
      'licenseId',
    ]);
    assert.equal(device!.fingerprintHash, hashOf(fingerprint).slice(0, 12));
    assert.equal(device!.firstSeen, '2026-06-02T08:00:00.000Z');
    assert.equal(device!.lastSeen, '2026-06-03T09:30:00.000Z');
    clock.set('2026-06-01T00:00:00Z');
  });

  it('a browser request (any Origin, even an allowed one) is refused with 403 and releases nothing', async () => {
    const key = issueKey(signer, 'starter', { lid: 'lic-browser' });
    assert.equal((await verify(key, 'kept')).status, 200);
    const kept = await deviceOf('lic-browser', 'kept');
    for (const origin of ['http://localhost:3001', 'http://evil.example']) {
      const listed = await fetch(`${app.url}/license/devices`, { headers: { Origin: origin } });
      await expectError(listed, 403, 'LOCAL_ADMIN_ONLY');
      await expectError(await release(kept.deviceId, { Origin: origin }), 403, 'LOCAL_ADMIN_ONLY');
    }
    assert.deepEqual(await deviceOf('lic-browser', 'kept'), kept);
  });

  it('a DNS-rebinding Host is refused before the route (421)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${app.url}/license/devices/1`,
        { method: 'DELETE', headers: { Host: 'attacker.example' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(status, 421);
  });
});

describe('GET /license/devices with a configured license key', () => {
  it('reports the configured license seats in use and its limit', async () => {
    const signer = createSigner();
    const key = issueKey(signer, 'pro', { lid: 'lic-configured' });
    const app = await serveLicensedTestApp(signer, undefined, { licenseKey: key });
    try {
      for (const device of ['a', 'b']) {
        const res = await postJson(`${app.url}/license/verify`, { device_fingerprint: device });
        assert.equal(res.status, 200);
      }
      const body = (await (await fetch(`${app.url}/license/devices`)).json()) as DeviceListResponse;
      assert.deepEqual(body.configuredLicense, {
        licenseId: 'lic-configured',
        tier: 'pro',
        maxUsers: 5,
        devicesInUse: 2,
      });
      assert.equal(body.devices.length, 2);
    } finally {
      await app.close();
    }
  });
});
