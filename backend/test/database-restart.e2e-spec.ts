import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { E2E_DB, uniqueName } from './app.factory';
import { BackendProcess, replicaEnv, startBackend } from './backend-process';
import { DrillClient } from './drill-client';
import { PrivatePostgres } from './private-postgres';

/**
 * PostgreSQL restarts under load (docs/operations.md): while it is down, requests that need it
 * answer 503 with Retry-After within 2 s (no hang, no 500), public pages and liveness keep
 * answering, and within 10 s of its return everything works again without a backend restart;
 * no acknowledged write is lost. Runs against a PostgreSQL of the test's own, so stopping it
 * disturbs nothing else.
 */
if (E2E_DB === 'postgres') {
  describe('PostgreSQL restart under load', () => {
    let pg: PrivatePostgres;
    let backend: BackendProcess;

    beforeAll(async () => {
      pg = await PrivatePostgres.start();
      const site = mkdtempSync(join(tmpdir(), 'ironkeep-site-'));
      writeFileSync(join(site, 'index.html'), '<!doctype html><title>IronKeep</title>');
      backend = await startBackend(
        replicaEnv({ DATABASE_URL: pg.url, THROTTLE_ENABLED: 'false', WEB_DIST_DIR: site }),
      );
    }, 120_000);
    afterAll(async () => {
      await backend?.kill();
      pg?.destroy();
    });

    it('answers 503 + Retry-After within 2 s while it is down and recovers by itself', async () => {
      const user = new DrillClient(backend.url);
      await user.signUp(uniqueName('pgdown'));
      const acknowledged: string[] = [];
      const subscribe = async () => {
        const email = `${uniqueName('pg')}@example.com`;
        const started = performance.now();
        const res = await user.call('POST', '/api/newsletter', { email });
        if (res.status === 201) acknowledged.push(email);
        return { res, ms: performance.now() - started };
      };
      for (let i = 0; i < 5; i += 1) expect((await subscribe()).res.status).toBe(201);

      pg.stop();
      for (let i = 0; i < 5; i += 1) {
        const { res, ms } = await subscribe();
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(JSON.parse(res.body)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect(ms).toBeLessThan(2_500);
      }
      // Health shares one probe a second between callers: it reports the outage within that.
      await eventually(async () => (await user.call('GET', '/api/health')).status === 503);
      expect((await user.call('GET', '/api/health/live')).status).toBe(200);
      expect((await user.call('GET', '/')).status).toBe(200);
      // A signed-in read that needs the database: 503 too, never a 500.
      expect((await user.call('GET', '/api/memory/preferences')).status).toBe(503);

      pg.startServer();
      const back = performance.now();
      let recoveredAfter: number | undefined;
      while (performance.now() - back < 10_000) {
        const { res } = await subscribe();
        if (res.status === 201) {
          recoveredAfter = performance.now() - back;
          break;
        }
        expect(res.status).toBe(503);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(recoveredAfter).toBeDefined();
      expect((await user.call('GET', '/api/auth/me')).status).toBe(200);
      await eventually(async () => (await user.call('GET', '/api/health')).status === 200);

      const db = new Client({ connectionString: pg.url });
      await db.connect();
      const { rows } = await db.query<{ email: string }>(
        'SELECT email FROM newsletter_subscribers WHERE email = ANY($1)',
        [acknowledged],
      );
      await db.end();
      expect(rows.length).toBe(acknowledged.length);
    }, 120_000);
  });
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
