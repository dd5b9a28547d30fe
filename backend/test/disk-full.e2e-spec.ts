import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, E2E_DB, uniqueName } from './app.factory';

/**
 * The embedded default's disk fills up (docs/operations.md): writes answer 507 STORAGE_FULL with
 * a clear message and Retry-After, never a 500; reads keep working; nothing is corrupted
 * (PRAGMA integrity_check); and writes work again as soon as space is freed, without a restart.
 * DATA_DIR lives on a small tmpfs mounted for the test (CI runs as root).
 */
if (E2E_DB === 'sqlite') {
  describe('SQLite disk full', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ironkeep-full-'));
    const filler = join(dir, 'filler.bin');
    let app: NestFastifyApplication;

    beforeAll(async () => {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dir]);
      app = await createTestApp({ DATA_DIR: dir, THROTTLE_ENABLED: 'false' });
    });
    afterAll(async () => {
      await app?.close();
      execFileSync('umount', [dir]);
      rmdirSync(dir);
    });

    it('answers writes with 507, keeps reads working, and recovers when space returns', async () => {
      const client = new ApiClient(app);
      await client.register(uniqueName('full')).then(async (res) => {
        expectStatus(201)(res);
        await client.login(res.body.user.username).then(expectStatus(200));
      });
      const subscribe = () =>
        client.post('/api/newsletter', { email: `${uniqueName('full')}@example.com` });
      await subscribe().then(expectStatus(201));

      fillDisk(filler);
      // SQLite reuses the space its write-ahead log already has, so the first few small writes
      // may still fit; the first one that does not must be a clear 507.
      let refused: Awaited<ReturnType<typeof subscribe>> | undefined;
      for (let i = 0; i < 2_000 && !refused; i += 1) {
        const res = await subscribe();
        if (res.status !== 201) refused = res;
      }
      expect(refused?.status).toBe(507);
      expect(refused?.headers['retry-after']).toBe('2');
      expect(refused?.body).toMatchObject({ code: 'STORAGE_FULL' });
      expect(refused?.body.message).toMatch(/out of disk space/);
      // Reads go on.
      await client.agent.get('/api/auth/me').expect(200);
      await client.agent.get('/api/memory/preferences').expect(200);
      await client.agent.get('/api/profile/security-logs?page=1&limit=10').expect(200);

      rmSync(filler);
      await subscribe().then(expectStatus(201));

      const db = new Database(join(dir, 'ironkeep.sqlite'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }, 120_000);
  });
}

/** Writes zeros until the filesystem refuses (ENOSPC). */
function fillDisk(path: string): void {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  // The last partial chunk may have left a little room: fill it byte by byte.
  const tail = openSync(path, 'a');
  try {
    for (;;) writeSync(tail, Buffer.alloc(512));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(tail);
  }
}
