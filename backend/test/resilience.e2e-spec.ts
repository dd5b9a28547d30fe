import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Database from 'better-sqlite3';
import { IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestApp, E2E_DB } from './app.factory';
import { BackendProcess, replicaEnv, startBackend } from './backend-process';
import { HttpSession } from './http-session';
import { uniqueEmail, validLead } from './lead-helpers';
import { FakeServer, listen } from './fake-model-servers';
import { parseSse } from './sse-helpers';

/**
 * Restarts lose nothing that was acknowledged, and stops are clean: SIGKILL in the middle of a
 * burst of enterprise leads, then SIGTERM with streams open (the built dist/main.js as a process);
 * and a client that hangs up mid-stream leaves no handle behind (in-process, to count handles).
 */
const QUESTION = 'How is IronKeep priced?';
const FOREVER = 'Tell me everything about deployment, forever.';

/** Ollama's /api/chat that streams three words slowly, or never finishes for FOREVER. */
function slowOllama(): Promise<FakeServer> {
  return listen((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const line = (content: string, done = false) =>
        `${JSON.stringify({ model: 'm', message: { role: 'assistant', content }, done })}\n`;
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.write(line('First '));
      if (body.includes(FOREVER)) return; // only the backend hanging up ends this one
      let left = 3;
      const timer = setInterval(() => {
        left -= 1;
        if (left > 0) return void res.write(line('word '));
        clearInterval(timer);
        res.end(line('', true));
      }, 300);
      res.on('close', () => clearInterval(timer));
    });
  });
}

let streams = 0;
async function openStream(base: string, query: string, signal?: AbortSignal) {
  const res = await fetch(`${base}/api/demo/ai/brain/stream`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, sessionId: `stream-${(streams += 1)}` }),
    signal,
  });
  expect(res.status).toBe(200);
  return res;
}

/** Reads the body to its end, resolving once `firstText` has arrived (for ordering). */
function readAll(res: Response, firstText: string) {
  let seen!: () => void;
  const arrived = new Promise<void>((r) => (seen = r));
  const all = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      text += decoder.decode(value, { stream: true });
      if (text.includes(firstText)) seen();
    }
  })();
  return { arrived, all };
}

async function storedLeadEmails(env: Record<string, string>): Promise<Set<string>> {
  if (E2E_DB === 'postgres') {
    const client = new Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query('SELECT email FROM enterprise_leads');
    await client.end();
    return new Set(rows.map((r: { email: string }) => r.email));
  }
  const db = new Database(join(env.DATA_DIR, 'ironkeep.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT email FROM enterprise_leads').all() as { email: string }[];
  db.close();
  return new Set(rows.map((r) => r.email));
}

describe('Backend restarts and stops', () => {
  let ollama: FakeServer;
  let env: Record<string, string>;
  let backend: BackendProcess | undefined;

  beforeAll(async () => {
    ollama = await slowOllama();
    env = replicaEnv({
      THROTTLE_ENABLED: 'false',
      LLM_PROVIDER: 'ollama',
      LLM_BASE_URL: ollama.url,
      LLM_MODEL: 'm',
      AI_STREAM_HEARTBEAT_MS: '200',
      // The endless stream waits out the whole drain: 8 s less 3 s of drain delay and 2 s kept
      // for closing the pools. The delay leaves room for the four requests the test sends while
      // draining on a loaded machine (with 1 s, CI saw the listener close under them).
      SHUTDOWN_TIMEOUT_MS: '8000',
      SHUTDOWN_DRAIN_DELAY_MS: '3000',
    });
  });
  afterAll(async () => {
    await backend?.kill();
    await ollama.close();
  });

  it('keeps every lead it acknowledged when killed (SIGKILL) in the middle of a burst', async () => {
    backend = await startBackend(env);
    const visitor = new HttpSession(backend.url);
    await visitor.csrf();
    const acknowledged: string[] = [];
    let killed: Promise<unknown> | undefined;
    const worker = async () => {
      for (let i = 0; i < 20; i++) {
        const email = uniqueEmail('burst');
        try {
          const res = await visitor.send('POST', '/api/enterprise/lead', validLead({ email }));
          if (res.status >= 200 && res.status < 300) acknowledged.push(email);
          else throw new Error(`lead answered ${res.status}`);
        } catch (err) {
          if (!killed) throw err;
          return; // refused or cut off after the kill: never acknowledged
        }
        if (acknowledged.length >= 25 && !killed) killed = backend!.kill('SIGKILL');
      }
    };
    await Promise.all([1, 2, 3, 4, 5, 6].map(worker));
    expect(killed).toBeDefined();
    expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });

    backend = await startBackend(env);
    const stored = await storedLeadEmails(env);
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);
  }, 90_000);

  it('on SIGTERM drains: readiness 503 while still serving, then finishes open streams, ends endless ones with a reconnect event, refuses new work, exits 0', async () => {
    backend ??= await startBackend(env);
    const proc = backend;
    const finishing = readAll(await openStream(proc.url, QUESTION), 'First ');
    const endless = readAll(await openStream(proc.url, FOREVER), 'First ');
    await Promise.all([finishing.arrived, endless.arrived]);

    proc.child.kill('SIGTERM');
    // First, for the drain delay: readiness says draining, yet requests are still served, each
    // telling its client to reconnect (Connection: close), and liveness stays up.
    await eventually(async () => (await fetch(`${proc.url}/api/health/ready`)).status === 503);
    const ready = await fetch(`${proc.url}/api/health/ready`);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${proc.url}/api/health/live`)).status).toBe(200);
    const served = await fetch(`${proc.url}/api/demo/assistants`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    // Then new connections are refused while the open streams go on.
    await eventually(async () =>
      fetch(`${proc.url}/api/health`).then(
        () => false,
        () => true,
      ),
    );
    const finished = parseSse(await finishing.all).events;
    expect(finished.map((e) => e.type)).toEqual([
      'metadata',
      'chunk',
      'chunk',
      'chunk',
      'complete',
    ]);
    // The endless one is ended by the server when the time is up, not cut: the body completes
    // with a `reconnect` event, on which the chat asks again (another replica answers).
    const ended = parseSse(await endless.all).events;
    // (Its first chunk says that nothing in the knowledge base matched: a general answer.)
    expect(ended.map((e) => e.type)).toEqual(['metadata', 'chunk', 'chunk', 'reconnect']);
    expect(ended[1]).toMatchObject({ content: expect.stringMatching(/^I found nothing/) });
    expect(await proc.exited).toEqual({ code: 0, signal: null });
    expect(ollama.requests.filter((r) => r === 'POST /api/chat')).toHaveLength(2);
  }, 60_000);
});

describe('A client that hangs up mid-stream', () => {
  let app: NestFastifyApplication;
  let ollama: FakeServer;
  beforeAll(async () => {
    ollama = await slowOllama();
    app = await createTestApp({
      LLM_PROVIDER: 'ollama',
      LLM_BASE_URL: ollama.url,
      LLM_MODEL: 'm',
      AI_STREAM_HEARTBEAT_MS: '50',
    });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await app.close();
    await ollama.close();
  });

  it('leaves no socket or timer behind', async () => {
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    // One full answer first, so lazily created pools and caches exist in the baseline.
    await readAll(await openStream(base, QUESTION), 'First ').all;
    await new Promise((r) => setTimeout(r, 200));
    const baseline = handles();

    const client = new AbortController();
    const stream = readAll(await openStream(base, FOREVER, client.signal), ': heartbeat');
    await stream.arrived;
    expect(handles()).not.toEqual(baseline); // the stream's sockets and heartbeat are open
    client.abort();
    await stream.all.catch(() => undefined);
    await eventually(async () => JSON.stringify(handles()) === JSON.stringify(baseline));
  });
});

/** Active handles by kind, e.g. { TCPSocketWrap: 3, Timeout: 2 } (process.getActiveResourcesInfo). */
function handles(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort());
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
