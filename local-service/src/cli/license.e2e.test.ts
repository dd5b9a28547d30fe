import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DeviceListResponse } from '../license/device.routes';
import { initOnFreePorts, runIronkeep, stopLeftoverService, tempHome } from '../testing/cli';
import { deadUrl } from '../testing/http';
import { createSigner, issueKey } from '../testing/license-keys';
import { postJson } from '../testing/service';

describe('ironkeep license devices | release (against a started service)', () => {
  const home = tempHome();
  const signer = createSigner();
  const key = issueKey(signer, 'pro', { lid: 'lic-cli', exp: '2099-01-01T00:00:00.000Z' });
  let url: string;

  const verify = (device: string) =>
    postJson(`${url}/license/verify`, { license_key: key, device_fingerprint: device });
  const devicesJson = async (): Promise<DeviceListResponse> => {
    const run = await runIronkeep(['license', 'devices', '--json'], home.dir);
    assert.equal(run.code, 0, run.stderr);
    return JSON.parse(run.stdout) as DeviceListResponse;
  };

  before(async () => {
    const pem = join(home.dir, 'public.pem');
    writeFileSync(pem, signer.publicKeyPem);
    url = await initOnFreePorts(home.dir, [
      '--license-key',
      key,
      '--public-key',
      pem,
      '--ollama-url',
      await deadUrl(),
    ]);
  });
  after(async () => {
    await stopLeftoverService(home.dir);
    home.remove();
  });

  it('service not running: both commands exit 1 and say to start it', async () => {
    for (const args of [
      ['license', 'devices'],
      ['license', 'release', '1'],
    ]) {
      const run = await runIronkeep(args, home.dir);
      assert.equal(run.code, 1, args.join(' '));
      assert.match(
        run.stderr,
        /does not answer at http:\/\/127\.0\.0\.1:\d+\. Start it with `ironkeep start`/,
      );
    }
  });

  it('devices with none recorded says so, exit 0', async () => {
    const start = await runIronkeep(['start'], home.dir);
    assert.equal(start.code, 0, start.stderr + start.stdout);
    const run = await runIronkeep(['license', 'devices'], home.dir);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /No license devices are recorded yet/);
    assert.match(run.stdout, /Configured license lic-cli \(Pro\): 0 of 5 seat\(s\) in use\./);
  });

  it('devices prints a table with ids, license, hash prefix and times, never the fingerprint', async () => {
    for (const device of ['cli-fp-1', 'cli-fp-2', 'cli-fp-3', 'cli-fp-4', 'cli-fp-5']) {
      assert.equal((await verify(device)).status, 200, device);
    }
    assert.equal((await verify('cli-fp-6')).status, 403);
    const run = await runIronkeep(['license', 'devices'], home.dir);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^License devices \(5\):$/m);
    assert.match(
      run.stdout,
      /^ {2}ID +LICENSE +FINGERPRINT +FIRST SEEN \(UTC\) +LAST SEEN \(UTC\)$/m,
    );
    const rows = run.stdout.match(
      /^ {2}\d+ +lic-cli +[0-9a-f]{12} +\d{4}-\d\d-\d\d \d\d:\d\d +\d{4}-\d\d-\d\d \d\d:\d\d$/gm,
    );
    assert.equal(rows?.length, 5, run.stdout);
    assert.match(run.stdout, /5 of 5 seat\(s\) in use/);
    assert.match(run.stdout, /ironkeep license release <ID>/);
    assert.ok(!run.stdout.includes('cli-fp-'), 'no raw fingerprint in the table');
  });

  it('release frees the seat: exit 0, the sixth device gets in, the table shows the change', async () => {
    const before = await devicesJson();
    const victim = before.devices[1];
    const run = await runIronkeep(['license', 'release', String(victim.deviceId)], home.dir);
    assert.equal(run.code, 0, run.stderr);
    assert.match(
      run.stdout,
      new RegExp(
        `^Released device ${victim.deviceId} \\(license lic-cli, fingerprint ${victim.fingerprintHash}, last seen .* UTC\\)\\.$`,
        'm',
      ),
    );
    assert.match(run.stdout, /License lic-cli now has 4 device\(s\) recorded/);
    const after = await devicesJson();
    assert.equal(after.configuredLicense?.devicesInUse, 4);
    assert.ok(!after.devices.some((d) => d.deviceId === victim.deviceId));
    assert.equal((await verify('cli-fp-6')).status, 200);
    assert.match((await runIronkeep(['license', 'devices'], home.dir)).stdout, /5 of 5 seat/);
  });

  it('release of an unknown or already released id: exit 1 with the service message', async () => {
    const run = await runIronkeep(['license', 'release', '424242'], home.dir);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /No license device has id 424242.*\(LICENSE_DEVICE_NOT_FOUND\)/);
    assert.equal(run.stdout, '');
  });

  it('release with a bad or missing id: exit 2, nothing sent', async () => {
    const count = (await devicesJson()).devices.length;
    for (const args of [
      ['license', 'release', 'abc'],
      ['license', 'release', '0'],
      ['license', 'release'],
    ]) {
      const run = await runIronkeep(args, home.dir);
      assert.equal(run.code, 2, args.join(' '));
      assert.match(run.stderr, /deviceId/);
    }
    assert.equal((await devicesJson()).devices.length, count);
  });

  it('--help on license, devices and release', async () => {
    const license = await runIronkeep(['license', '--help'], home.dir);
    assert.equal(license.code, 0);
    assert.match(license.stdout, /^ {2}devices /m);
    assert.match(license.stdout, /^ {2}release .*<deviceId>/m);
    for (const sub of ['devices', 'release']) {
      const run = await runIronkeep(['license', sub, '--help'], home.dir);
      assert.equal(run.code, 0, sub);
      assert.match(run.stdout, new RegExp(`^Usage: ironkeep license ${sub}`));
      assert.match(run.stdout, /Exit codes:/);
    }
  });
});
