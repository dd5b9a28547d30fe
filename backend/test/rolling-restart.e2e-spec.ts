import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { E2E_DB, uniqueName } from './app.factory';
import { BackendProcess, replicaEnv, startBackend } from './backend-process';
import { describeFailures, DrillClient, DrillFailure, sseEvents } from './drill-client';
import { PlainResponse, request, RunningNginx, startNginx } from './nginx';

/**
 * The rolling-upgrade drill of docs/operations.md: two replicas in production mode on one
 * PostgreSQL and one Redis, behind Debian's nginx running deploy/nginx/nginx.conf (an upstream
 * with both, in place of compose's DNS name): over plain HTTP with a new backend connection per
 * request, as compose's DNS name gives, and over TLS with nginx keeping idle backend connections
 * (`keepalive`, as an operator's own upstream block often has). Under a steady load of
 * signed-in reads, writes and demo streams, each replica in turn gets SIGTERM and starts again:
 * no request may fail, every acknowledged write must be in the database, every stream must end
 * with `complete` (after at most one `reconnect` and a second ask, as the chat does).
 */
const onPostgres = E2E_DB === 'postgres';

/**
 * The drill's size. By default one round (each replica restarted once) with three users, as
 * `make test` runs it. At volume (docs/operations.md, "Rolling upgrades"): DRILL_STREAMS_MIN
 * restarts the replicas round after round until that many streams were asked for, with
 * DRILL_USERS users (one reader, one writer, DRILL_STREAMERS_PER_USER streamers each), and prints
 * the counts, the failures by kind and phase (the first ten with nginx's error.log lines of that
 * second) and a count of error.log messages.
 */
const VOLUME = {
  streamsMin: Number(process.env.DRILL_STREAMS_MIN ?? 0),
  users: Number(process.env.DRILL_USERS ?? 3),
  streamersPerUser: Number(process.env.DRILL_STREAMERS_PER_USER ?? 1),
  maxRounds: Number(process.env.DRILL_MAX_ROUNDS ?? 50),
  timeoutMs: Number(process.env.DRILL_TIMEOUT_MS ?? 180_000),
};

if (onPostgres) {
  describe.each([
    ['plain HTTP', false, 0],
    ['TLS, keep-alive upstream', true, 16],
  ])('Rolling restart behind nginx (%s, production mode)', (label, tls, upstreamKeepalive) => {
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
      nginx = await startNginx('nginx.conf', { root, backendPorts: ports, tls, upstreamKeepalive });
    }, 120_000);
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(replicas.map((r) => r.kill('SIGKILL')));
    });

    it(
      'loses no request, no write and no answer while each replica restarts in turn',
      async () => {
        const users = await Promise.all(
          Array.from({ length: VOLUME.users }, async () => {
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

        const started = performance.now();
        const failures: DrillFailure[] = [];
        const acknowledged: string[] = [];
        const count = { reads: 0, writes: 0, streams: 0, reconnects: 0 };
        let phase = 'steady';
        let running = true;
        const note = (what: string, res: PlainResponse | Error) =>
          failures.push({
            what,
            cause:
              res instanceof Error
                ? res.message
                : `${res.status} ${res.body.replace(/\s+/g, ' ').slice(0, 120)}`,
            phase,
            atMs: Math.round(performance.now() - started),
            at: new Date(),
          });

        const reader = async (user: DrillClient) => {
          while (running) {
            count.reads += 1;
            const res = await user.call('GET', '/api/auth/me').catch((e: Error) => e);
            if (res instanceof Error || res.status !== 200) note('GET /api/auth/me', res);
          }
        };
        const writer = async (user: DrillClient) => {
          while (running) {
            count.writes += 1;
            const email = `${uniqueName('drill')}@example.com`;
            const res = await user
              .call('POST', '/api/newsletter', { email })
              .catch((e: Error) => e);
            if (res instanceof Error || res.status !== 201) note('POST /api/newsletter', res);
            else acknowledged.push(email);
          }
        };
        const streamer = async (user: DrillClient) => {
          while (running) {
            const sessionId = `drill_${(count.streams += 1)}`;
            const ask = () =>
              user
                .call('POST', '/api/demo/ai/brain/stream', {
                  query: 'How is IronKeep priced?',
                  sessionId,
                })
                .catch((e: Error) => e);
            let res = await ask();
            let events = res instanceof Error || res.status !== 200 ? [] : sseEvents(res.body);
            if (events.at(-1)?.type === 'reconnect') {
              // What the chat does (features/assistants/api/stream-answer.ts): ask once more.
              count.reconnects += 1;
              res = await ask();
              events = res instanceof Error || res.status !== 200 ? [] : sseEvents(res.body);
            }
            if (res instanceof Error || events.at(-1)?.type !== 'complete')
              note('demo stream', res);
          }
        };
        const load = users.flatMap((user) => [
          reader(user),
          writer(user),
          ...Array.from({ length: VOLUME.streamersPerUser }, () => streamer(user)),
        ]);

        const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
        await pause(1_000);
        const exits = [];
        // A stream says keep-alive; while draining, its answer must still end the connection.
        const drainingStreams: (string | undefined)[] = [];
        let rounds = 0;
        do {
          rounds += 1;
          for (let i = 0; i < replicas.length; i += 1) {
            const old = replicas[i];
            phase = `round ${rounds}, replica ${i + 1} (:${old.port}) draining`;
            old.child.kill('SIGTERM');
            if (rounds === 1) drainingStreams.push(await streamAskedDirectly(old.url));
            exits.push(await old.exited);
            phase = `round ${rounds}, replica ${i + 1} (:${old.port}) down, starting again`;
            replicas[i] = await startBackend({ ...env, PORT: String(old.port) });
            phase = `round ${rounds}, replica ${i + 1} (:${old.port}) back`;
            await pause(1_000);
          }
        } while (count.streams < VOLUME.streamsMin && rounds < VOLUME.maxRounds);
        phase = 'steady';
        running = false;
        await Promise.all(load);

        const seconds = (performance.now() - started) / 1000;
        const summary = `${label}: ${rounds} round(s) of restarts in ${seconds.toFixed(1)} s; reads ${count.reads}, writes ${count.writes} (${acknowledged.length} acknowledged), streams ${count.streams} (${count.reconnects} reconnect(s)); failures ${failures.length}`;
        const report = [
          summary,
          ...describeFailures(failures, readFileSync(nginx.errorLog, 'utf8')),
        ];
        if (VOLUME.streamsMin > 0 || failures.length > 0) {
          process.stdout.write(`${report.join('\n')}\nnginx error.log: ${nginx.errorLog}\n`);
        }
        expect(failures).toEqual([]);
        expect(drainingStreams).toEqual(['close', 'close']);
        expect(exits).toEqual(exits.map(() => ({ code: 0, signal: null })));
        expect(acknowledged.length).toBeGreaterThan(20);
        expect(count.streams).toBeGreaterThan(Math.max(10, VOLUME.streamsMin));
        const db = new Client({ connectionString: env.DATABASE_URL });
        await db.connect();
        const { rows } = await db.query<{ email: string }>(
          'SELECT email FROM newsletter_subscribers WHERE email = ANY($1)',
          [acknowledged],
        );
        await db.end();
        expect(rows.length).toBe(acknowledged.length);
      },
      VOLUME.timeoutMs,
    );
  });
}

/** A demo stream asked of one replica, past nginx, a moment after its SIGTERM: its Connection. */
async function streamAskedDirectly(replicaUrl: string): Promise<string | undefined> {
  await new Promise((r) => setTimeout(r, 200));
  const res = await request(replicaUrl, '/api/demo/ai/brain/stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'How is IronKeep priced?', sessionId: 'drill_direct' }),
  });
  return res.headers.connection;
}
