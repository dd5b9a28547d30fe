/**
 * The disk-full and read-only drill, run by memory/storage-failure.test.ts as
 * `unshare --mount … node --test dist/testing/storage-drill.js`: inside a private mount namespace
 * it mounts a 4 MB tmpfs on IRONKEEP_DRILL_MOUNT (the mount goes away with the process), fills it,
 * remounts it read-only and back, and checks what the service answers meanwhile.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApp } from '../app';
import { createServices, type Services } from '../services';
import { startFakeOllama, type FakeOllama } from './fake-ollama';
import { listen, type Listening } from './http';
import { createSigner, issueKey } from './license-keys';
import { postJson, testConfig } from './service';

const mountPoint = process.env.IRONKEEP_DRILL_MOUNT;
if (!mountPoint)
  throw new Error('Run through memory/storage-failure.test.js (it sets up the mount).');
const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

/** Writes until the disk is full to the last byte; returns the filler file. */
function fillDisk(dir: string): string {
  const filler = join(dir, 'filler');
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 7);
  for (let size = chunk.length; size >= 1;) {
    try {
      writeSync(fd, chunk, 0, size);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
      size = Math.floor(size / 2);
    }
  }
  closeSync(fd);
  return filler;
}

describe('the memory store on a disk that fills up or turns read-only', () => {
  const signer = createSigner();
  const key = issueKey(signer, 'pro', { lid: 'lic-drill' });
  let ollama: FakeOllama;
  let service: { services: Services; http: Listening } | undefined;
  const config = () =>
    testConfig({
      dataDir: join(mountPoint, 'data'),
      ollamaUrl: ollama.url,
      licensePublicKey: signer.publicKeyPem,
    });
  const start = async () => {
    const services = createServices(config(), { log: () => undefined });
    service = { services, http: await listen(createApp(config(), services)) };
  };
  const stop = async () => {
    await service?.http.close();
    service?.services.close();
    service = undefined;
  };
  const url = (path: string) => `${service!.http.url}${path}`;
  const chat = (message: string, session_id = 'drill') =>
    postJson(url('/chat'), { message, session_id });
  const verify = (device: string) =>
    postJson(url('/license/verify'), { license_key: key, device_fingerprint: device });
  const health = async () =>
    (await (await fetch(url('/health'))).json()) as {
      status: string;
      memory: { ok: boolean; writable: boolean; detail?: string };
    };
  const sessions = async () =>
    ((await (await fetch(url('/sessions'))).json()) as { sessions: { sessionId: string }[] })
      .sessions;
  const expectError = async (res: Response, status: number, code: string) => {
    const body = (await res.json()) as { code: string; message: string };
    assert.equal(res.status, status, JSON.stringify(body));
    assert.equal(body.code, code);
    return body.message;
  };
  const integrity = () => service!.services.storage.db.pragma('integrity_check', { simple: true });

  before(async () => {
    mount('-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint);
    ollama = await startFakeOllama();
    await start();
    assert.equal((await chat('Before the disk filled up')).status, 200);
    assert.equal((await verify('known-device')).status, 200);
  });
  after(async () => {
    await stop();
    await ollama?.close();
    // Best effort: the mount namespace, and the mount with it, ends with this process anyway.
    try {
      execFileSync('umount', [mountPoint], { stdio: 'ignore' });
    } catch {
      // still busy
    }
  });

  it('disk full: writes answer 507 STORAGE_FULL, reads keep working, it recovers with space', async () => {
    const filler = fillDisk(mountPoint);
    const long = 'Why is the disk full? '.repeat(350); // ~7,700 characters: new WAL pages
    const message = await expectError(await chat(long), 507, 'STORAGE_FULL');
    assert.match(message, /disk that holds the IronKeep data folder .* is full/);
    await expectError(await verify('new-device'), 507, 'STORAGE_FULL');
    assert.equal((await verify('known-device')).status, 200, 'a known device still gets in');
    assert.deepEqual(
      (await sessions()).map((s) => s.sessionId),
      ['drill'],
    );
    const degraded = await health();
    assert.equal(degraded.status, 'degraded');
    assert.deepEqual([degraded.memory.ok, degraded.memory.writable], [true, false]);
    assert.equal(integrity(), 'ok');

    rmSync(filler);
    assert.equal((await chat(long)).status, 200, 'space is back: the same write works');
    assert.equal((await verify('new-device')).status, 200);
    assert.equal((await health()).memory.writable, true);
    assert.equal(integrity(), 'ok');
  });

  it('read-only data folder: reads work, writes answer 503 STORAGE_READ_ONLY, it recovers when writable', async () => {
    await stop(); // Linux refuses a read-only remount while files are open for writing
    mount('-o', 'remount,ro', mountPoint);
    await start();
    assert.deepEqual(
      (await sessions()).map((s) => s.sessionId),
      ['drill'],
    );
    assert.equal((await verify('known-device')).status, 200);
    const message = await expectError(await chat('Anyone?'), 503, 'STORAGE_READ_ONLY');
    assert.match(
      message,
      /is read-only, so this could not be saved; reading conversations still works/,
    );
    await expectError(await verify('third-device'), 503, 'STORAGE_READ_ONLY');
    const clear = await fetch(url('/memory/drill'), { method: 'DELETE' });
    await expectError(clear, 503, 'STORAGE_READ_ONLY');
    assert.equal((await health()).memory.writable, false);
    assert.equal(integrity(), 'ok');

    mount('-o', 'remount,rw', mountPoint);
    assert.equal((await chat('Writable again?')).status, 200, 'no restart needed');
    assert.equal((await health()).memory.writable, true);
    assert.equal(integrity(), 'ok');
  });
});
