import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MEMORY_DB_FILE } from '../config';
import { startChildService } from '../testing/child-service';
import { listen, readJsonBody, type Listening } from '../testing/http';
import { postJson, serveTestApp, tempDataDir, testConfig } from '../testing/service';

/** An Ollama whose answers wait until the test lets them go. */
async function startSlowOllama() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let called!: () => void;
  const chatCalled = new Promise<void>((resolve) => (called = resolve));
  const server = await listen(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/tags')
      return res.end(JSON.stringify({ models: [{ name: 'mistral:7b' }] }));
    await readJsonBody(req);
    called();
    await released;
    res.end(JSON.stringify({ message: { role: 'assistant', content: 'A late answer.' } }));
  });
  return { server, release, chatCalled };
}

/** What the store holds after the process ended: integrity and the messages kept. */
function inspectStore(dataDir: string) {
  const db = new Database(join(dataDir, MEMORY_DB_FILE), { readonly: true });
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      messages: (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

describe('SIGTERM: graceful shutdown of node dist/server.js', () => {
  const dataDirs: string[] = [];
  const ollamas: Listening[] = [];
  after(async () => {
    await Promise.all(ollamas.map((o) => o.close()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  const setUp = async (shutdownTimeoutMs: number) => {
    const ollama = await startSlowOllama();
    ollamas.push(ollama.server);
    const dataDir = tempDataDir();
    dataDirs.push(dataDir);
    const service = await startChildService({
      DATA_DIR: dataDir,
      OLLAMA_URL: ollama.server.url,
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    return { ollama, dataDir, service };
  };

  it('lets the chat in flight finish, refuses new connections, closes SQLite, exits 0', async () => {
    const { ollama, dataDir, service } = await setUp(20_000);
    const reply = postJson(`${service.url}/chat`, { message: 'Still there?', session_id: 's1' });
    await ollama.chatCalled;
    service.child.kill('SIGTERM');
    await service.waitForOutput('SIGTERM received, shutting down (1 request(s) in flight');
    await assert.rejects(fetch(`${service.url}/health`), 'a new connection is refused');

    ollama.release();
    const res = await reply;
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { response: string }).response, 'A late answer.');
    assert.equal(res.headers.get('connection'), 'close');
    assert.equal(await service.exited(), 0, service.output());
    assert.match(service.output(), /stopped cleanly/);
    assert.deepEqual(inspectStore(dataDir), { integrity: 'ok', messages: 2 });
  });

  it('ends a chat still running at SHUTDOWN_TIMEOUT_MS with 503, saving nothing, and exits', async () => {
    const { ollama, dataDir, service } = await setUp(1500);
    const reply = postJson(`${service.url}/chat`, { message: 'A long question', session_id: 's2' });
    await ollama.chatCalled; // and never answered: MODEL_TIMEOUT_MS (5 minutes) is not waited for
    service.child.kill('SIGTERM');
    const res = await reply;
    assert.equal(res.status, 503);
    const body = (await res.json()) as { code: string; message: string };
    assert.equal(body.code, 'SERVICE_STOPPING');
    assert.match(body.message, /nothing was saved\. Send your message again/);
    assert.equal(await service.exited(), 1, service.output());
    assert.match(service.output(), /stopped: requests still running were ended/);
    assert.deepEqual(inspectStore(dataDir), { integrity: 'ok', messages: 0 });
  });
});

describe('while stopping', () => {
  let app: Awaited<ReturnType<typeof serveTestApp>>;
  before(async () => {
    app = await serveTestApp(testConfig());
  });
  after(() => app.close());

  it('a request on a connection still open gets 503 SERVICE_STOPPING, Retry-After and Connection: close', async () => {
    assert.equal(await app.services.lifecycle.drain(0), true);
    const res = await fetch(`${app.url}/health`, { headers: { Origin: 'http://localhost:3001' } });
    assert.equal(res.status, 503);
    assert.equal(((await res.json()) as { code: string }).code, 'SERVICE_STOPPING');
    assert.equal(res.headers.get('retry-after'), '5');
    assert.equal(res.headers.get('connection'), 'close');
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3001');
  });
});
