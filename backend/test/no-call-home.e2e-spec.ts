import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { PASSWORD } from './api-client';
import { E2E_DB, uniqueName } from './app.factory';
import { BackendProcess, replicaEnv, startBackend } from './backend-process';
import { freePort } from './free-port';
import { freshDatabase } from './fresh-database';
import { clientRoutes, WEB_DIST } from './client-routes';
import { FakeServer, listen } from './fake-model-servers';
import { HttpSession } from './http-session';
import { validContact, validLead } from './lead-helpers';
import { REPO } from './nginx';

/**
 * Nothing calls home: the backend and the local service run with a preload
 * (no-call-home/deny-outbound.cjs) that refuses and records every outbound connection except to
 * the configured database, Redis, SMTP server and model runtime, while the test walks every page
 * and every GET route of the API as an admin plus the main forms, streams and mail.
 */
const PRELOAD = join(__dirname, 'no-call-home/deny-outbound.cjs');
const LOCAL_SERVICE = join(REPO, 'local-service/dist/server.js');
const ADMIN = 'offline_admin';

interface Attempt {
  kind: string;
  target: string;
  allowed: boolean;
}

function attempts(log: string): Attempt[] {
  if (!existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Attempt);
}

/** Ollama's /api/tags, /api/version and /api/chat (one NDJSON line), for both services. */
function fakeOllama(): Promise<FakeServer> {
  return listen((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': req.url === '/api/chat' ? 'application/x-ndjson' : 'application/json',
      });
      if (req.url === '/api/tags')
        return res.end(
          JSON.stringify({ models: [{ name: 'm:latest', model: 'm:latest', size: 1 }] }),
        );
      if (req.url === '/api/version') return res.end(JSON.stringify({ version: '0.5.0' }));
      const message = { role: 'assistant', content: 'Offline answer.' };
      res.end(`${JSON.stringify({ model: 'm', message, done: true, done_reason: 'stop' })}\n`);
    });
  });
}

async function startSmtp(): Promise<{ port: number; mails: number; close(): Promise<void> }> {
  const state = { mails: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, cb) {
      stream.resume();
      stream.on('end', () => {
        state.mails += 1;
        cb();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    port,
    get mails() {
      return state.mails;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe('No call home', () => {
  it('the guard records and refuses what it must (so an empty log means something)', async () => {
    const log = join(mkdtempSync(join(tmpdir(), 'ironkeep-outbound-')), 'log.jsonl');
    const script = `
      const net = require('node:net');
      fetch('http://updates.ironkeep.invalid/v1/ping').catch(() => {});
      net.connect(1, '127.0.0.1').on('error', () => {});
      require('node:dns').lookup('telemetry.ironkeep.invalid', () => {});`;
    await new Promise<void>((done, reject) => {
      const child = spawn(process.execPath, ['--require', PRELOAD, '-e', script], {
        env: { PATH: process.env.PATH ?? '', OUTBOUND_LOG: log, OUTBOUND_ALLOW_PORTS: '5432' },
        stdio: 'inherit',
      });
      child.once('exit', (code) => (code === 0 ? done() : reject(new Error(`exit ${code}`))));
    });
    expect(attempts(log)).toEqual(
      expect.arrayContaining([
        {
          pid: expect.any(Number),
          kind: 'tcp',
          target: 'updates.ironkeep.invalid:80',
          allowed: false,
        },
        { pid: expect.any(Number), kind: 'tcp', target: '127.0.0.1:1', allowed: false },
        {
          pid: expect.any(Number),
          kind: 'dns',
          target: 'telemetry.ironkeep.invalid',
          allowed: false,
        },
      ]),
    );
  });

  describe('with the backend and the local service running', () => {
    let log: string;
    let ollama: FakeServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let backend: BackendProcess;
    let database: Awaited<ReturnType<typeof freshDatabase>>;

    beforeAll(async () => {
      if (!existsSync(join(WEB_DIST, 'app.html'))) throw new Error('Run npm run build first');
      log = join(mkdtempSync(join(tmpdir(), 'ironkeep-outbound-')), 'log.jsonl');
      writeFileSync(log, '');
      [ollama, smtp] = await Promise.all([fakeOllama(), startSmtp()]);
      // A database of its own on PostgreSQL: the shared run database holds AI servers that other
      // suites registered (their fake servers long gone), and the health checker rightly tries
      // to reach them, which this test would count as calling out (CI10 saw exactly that).
      database = await freshDatabase();
      const env = replicaEnv({
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        WEB_DIST_DIR: WEB_DIST,
        ADMIN_USERNAME: ADMIN,
        ADMIN_PASSWORD: PASSWORD,
        THROTTLE_ENABLED: 'false',
        LLM_PROVIDER: 'ollama',
        LLM_BASE_URL: ollama.url,
        LLM_MODEL: 'm',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        OUTBOUND_LOG: log,
      });
      const ports = [String(smtp.port), new URL(ollama.url).port];
      if (E2E_DB === 'postgres') {
        ports.push(new URL(env.DATABASE_URL).port || '5432', new URL(env.REDIS_URL).port || '6379');
      }
      backend = await startBackend({ ...env, OUTBOUND_ALLOW_PORTS: ports.join(',') }, [
        '--require',
        PRELOAD,
      ]);
    }, 90_000);
    afterAll(async () => {
      await backend?.kill('SIGTERM');
      await Promise.all([ollama?.close(), smtp?.close()]);
      await database?.drop();
    });

    it('serves every page and API without trying to reach anything else', async () => {
      const visitor = new HttpSession(backend.url);
      for (const route of clientRoutes()) {
        const page = await visitor.get(route);
        expect({ route, status: page.status }).toEqual({ route, status: 200 });
        for (const [, asset] of String(page.body).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
          expect((await visitor.get(asset)).status).toBe(200);
        }
      }
      expect((await visitor.send('POST', '/api/contact', validContact())).status).toBe(201);
      expect((await visitor.send('POST', '/api/enterprise/lead', validLead())).status).toBe(201);
      const stream = await visitor.send('POST', '/api/demo/ai/brain/stream', {
        query: 'How is IronKeep priced?',
        sessionId: 'offline-1',
      });
      expect(stream.body).toContain('Offline answer.');

      const user = new HttpSession(backend.url);
      const username = uniqueName('offline');
      expect((await user.register(username)).status).toBe(201);
      expect((await user.login(username)).status).toBe(200);
      const admin = new HttpSession(backend.url);
      expect((await admin.login(ADMIN)).status).toBe(200);
      // Every GET route without path parameters, as an admin (the OpenAPI document lists them).
      const doc = await admin.get('/api/docs-json');
      const gets = Object.entries(doc.body.paths as Record<string, object>)
        .filter(([path, ops]) => 'get' in ops && !path.includes('{'))
        .map(([path]) => path);
      expect(gets.length).toBeGreaterThan(15);
      for (const path of [...gets, '/metrics']) {
        const res = await admin.get(path);
        expect({ path, status: res.status < 500 }).toEqual({ path, status: true });
      }
      await eventually(() => smtp.mails > 0);

      const all = attempts(log);
      expect(all.filter((a) => !a.allowed)).toEqual([]);
      // The guard saw the allowed traffic, so it was in place.
      const targets = new Set(all.map((a) => a.target.split(':').pop()));
      expect(targets.has(String(smtp.port))).toBe(true);
      expect(targets.has(new URL(ollama.url).port)).toBe(true);
    }, 120_000);

    it('the local service answers health, chat and licence checks without calling home', async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--require', PRELOAD, LOCAL_SERVICE], {
        env: {
          PATH: process.env.PATH ?? '',
          LOCAL_SERVICE_PORT: String(port),
          LOCAL_SERVICE_HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-local-')),
          OLLAMA_URL: ollama.url,
          MODEL_NAME: 'm:latest',
          LOCAL_WEB_DIR: 'none',
          OUTBOUND_LOG: log,
          OUTBOUND_ALLOW_PORTS: new URL(ollama.url).port,
        },
        stdio: 'inherit',
      });
      try {
        const base = `http://127.0.0.1:${port}`;
        await eventually(() =>
          fetch(`${base}/health`).then(
            (r) => r.ok,
            () => false,
          ),
        );
        const post = (path: string, body: object) =>
          fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        expect((await post('/chat', { message: 'Hello', session_id: 'offline' })).status).toBe(200);
        expect((await fetch(`${base}/sessions`)).status).toBe(200);
        expect((await post('/license/verify', { license_key: 'IRON-TEST' })).status).toBeLessThan(
          500,
        );
        const fromLocal = attempts(log).filter((a) => (a as { pid?: number }).pid === child.pid);
        expect(fromLocal.filter((a) => !a.allowed)).toEqual([]);
        expect(fromLocal.some((a) => a.target.endsWith(`:${new URL(ollama.url).port}`))).toBe(true);
      } finally {
        child.kill('SIGTERM');
      }
    }, 60_000);
  });
});

async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
