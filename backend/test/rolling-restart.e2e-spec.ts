import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { E2E_DB, uniqueName } from './app.factory';
import { BackendProcess, replicaEnv, startBackend } from './backend-process';
import { DrillClient, sseEvents } from './drill-client';
import { RunningNginx, startNginx } from './nginx';

/**
 * The rolling-upgrade drill of docs/operations.md: two replicas in production mode on one
 * PostgreSQL and one Redis, behind Debian's nginx running deploy/nginx/nginx.conf (an upstream
 * with both, in place of compose's DNS name), over plain HTTP and over TLS. Under a steady load of
 * signed-in reads, writes and demo streams, each replica in turn gets SIGTERM and starts again:
 * no request may fail, every acknowledged write must be in the database, every stream must end
 * with `complete` (after at most one `reconnect` and a second ask, as the chat does).
 */
const onPostgres = E2E_DB === 'postgres';

if (onPostgres) {
  describe.each([
    ['plain HTTP', false],
    ['TLS', true],
  ])('Rolling restart behind nginx (%s, production mode)', (_label, tls) => {
    let env: Record<string, string>;
    const replicas: BackendProcess[] = [];
    let nginx: RunningNginx;

    beforeAll(async () => {
      env = replicaEnv({
        NODE_ENV: 'production',
        TRUST_PROXY: 'true',
        THROTTLE_ENABLED: 'false',
        SHUTDOWN_TIMEOUT_MS: '8000',
        SHUTDOWN_DRAIN_DELAY_MS: '1500',
      });
      // Free ports are taken at start (startBackend asks again if one is gone by then).
      for (let i = 0; i < 2; i++) replicas.push(await startBackend(env));
      const ports = replicas.map((replica) => replica.port);
      const root = mkdtempSync(join(tmpdir(), 'ironkeep-drill-site-'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>IronKeep</title>');
      writeFileSync(join(root, 'app.html'), '<!doctype html><title>IronKeep</title>');
      nginx = await startNginx('nginx.conf', { root, backendPorts: ports, tls });
    }, 120_000);
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(replicas.map((r) => r.kill('SIGKILL')));
    });

    it('loses no request, no write and no answer while each replica restarts in turn', async () => {
      const users = await Promise.all(
        [1, 2, 3].map(async () => {
          const user = new DrillClient(nginx.url, nginx.ca);
          await user.signUp(uniqueName('drill'));
          return user;
        }),
      );
      // A production cookie over TLS is Secure; over plain HTTP it must still be set.
      const probe = new DrillClient(nginx.url, nginx.ca);
      const issued = await probe.call('GET', '/api/csrf-token');
      const cookie = ([] as string[]).concat(issued.headers['set-cookie'] ?? [])[0] ?? '';
      expect(cookie).toMatch(/^ironkeep\.sid=/);
      expect(/;\s*Secure/i.test(cookie)).toBe(tls);

      const failures: string[] = [];
      const acknowledged: string[] = [];
      let streams = 0;
      let running = true;
      const note = (what: string, status: number | string) => failures.push(`${what}: ${status}`);

      const reader = async (user: DrillClient) => {
        while (running) {
          const res = await user.call('GET', '/api/auth/me').catch((e: Error) => e);
          if (res instanceof Error) note('GET /api/auth/me', res.message);
          else if (res.status !== 200) note('GET /api/auth/me', res.status);
        }
      };
      const writer = async (user: DrillClient) => {
        while (running) {
          const email = `${uniqueName('drill')}@example.com`;
          const res = await user.call('POST', '/api/newsletter', { email }).catch((e: Error) => e);
          if (res instanceof Error) note('POST /api/newsletter', res.message);
          else if (res.status !== 201) note('POST /api/newsletter', res.status);
          else acknowledged.push(email);
        }
      };
      const streamer = async (user: DrillClient) => {
        while (running) {
          const ask = () =>
            user.call('POST', '/api/demo/ai/brain/stream', {
              query: 'How is IronKeep priced?',
              sessionId: `drill_${(streams += 1)}`,
            });
          let res = await ask().catch((e: Error) => e);
          let events = res instanceof Error || res.status !== 200 ? [] : sseEvents(res.body);
          if (events.at(-1)?.type === 'reconnect') {
            // What the chat does (features/assistants/api/stream-answer.ts): ask once more.
            res = await ask().catch((e: Error) => e);
            events = res instanceof Error || res.status !== 200 ? [] : sseEvents(res.body);
          }
          if (res instanceof Error) note('demo stream', res.message);
          else if (events.at(-1)?.type !== 'complete') note('demo stream', res.status);
        }
      };
      const load = users.flatMap((user) => [reader(user), writer(user), streamer(user)]);

      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await pause(1_000);
      const exits = [];
      for (let i = 0; i < replicas.length; i += 1) {
        const old = replicas[i];
        old.child.kill('SIGTERM');
        exits.push(await old.exited);
        replicas[i] = await startBackend({ ...env, PORT: String(old.port) });
        await pause(1_000);
      }
      running = false;
      await Promise.all(load);

      expect(failures).toEqual([]);
      expect(exits).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      expect(acknowledged.length).toBeGreaterThan(20);
      expect(streams).toBeGreaterThan(10);
      const db = new Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const { rows } = await db.query<{ email: string }>(
        'SELECT email FROM newsletter_subscribers WHERE email = ANY($1)',
        [acknowledged],
      );
      await db.end();
      expect(rows.length).toBe(acknowledged.length);
    }, 180_000);
  });
}
