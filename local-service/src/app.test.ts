import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HealthResponse } from './app';
import { deadUrl, fakeOllama, listen, serveApp, testConfig, type Listening } from './testing';

describe('GET /health', () => {
  let ollama: Awaited<ReturnType<typeof fakeOllama>>;
  let app: Listening;

  before(async () => {
    ollama = await fakeOllama();
    app = await serveApp(testConfig({ ollamaUrl: ollama.url }));
  });
  after(async () => {
    await app.close();
    await ollama.close();
  });

  it('answers 200 JSON with the documented shape', async () => {
    const res = await fetch(`${app.url}/health`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    const body = (await res.json()) as HealthResponse;
    assert.deepEqual(body, {
      status: 'ok',
      service: 'ironkeep-local',
      version: '9.9.9-test',
      ollama: { url: ollama.url, reachable: true },
    });
  });

  it('probes Ollama with GET /api/tags', async () => {
    ollama.requests.length = 0;
    await fetch(`${app.url}/health`);
    assert.deepEqual(ollama.requests, ['GET /api/tags']);
  });

  it('does not advertise Express', async () => {
    const res = await fetch(`${app.url}/health`);
    assert.equal(res.headers.get('x-powered-by'), null);
  });
});

describe('GET /health when Ollama is down', () => {
  it('reports reachable=false when nothing listens, still with status 200', async () => {
    const ollamaUrl = await deadUrl();
    const app = await serveApp(testConfig({ ollamaUrl }));
    try {
      const res = await fetch(`${app.url}/health`);
      assert.equal(res.status, 200);
      const body = (await res.json()) as HealthResponse;
      assert.equal(body.status, 'ok');
      assert.deepEqual(body.ollama, { url: ollamaUrl, reachable: false });
    } finally {
      await app.close();
    }
  });

  it('gives up after the probe timeout when Ollama hangs', async () => {
    const hanging = await listen(() => {
      /* never answers */
    });
    const app = await serveApp(testConfig({ ollamaUrl: hanging.url, ollamaProbeTimeoutMs: 200 }));
    try {
      const started = Date.now();
      const body = (await (await fetch(`${app.url}/health`)).json()) as HealthResponse;
      const elapsed = Date.now() - started;
      assert.equal(body.ollama.reachable, false);
      assert.ok(elapsed >= 150 && elapsed < 1500, `health took ${elapsed} ms`);
    } finally {
      await app.close();
      await hanging.close();
    }
  });

  it('reports reachable=false when /api/tags answers an error status', async () => {
    const broken = await listen((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"error":"boom"}');
    });
    const app = await serveApp(testConfig({ ollamaUrl: broken.url }));
    try {
      const body = (await (await fetch(`${app.url}/health`)).json()) as HealthResponse;
      assert.equal(body.ollama.reachable, false);
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe('CORS', () => {
  let app: Listening;
  before(async () => {
    app = await serveApp(
      testConfig({
        ollamaUrl: await deadUrl(),
        corsOrigins: ['http://localhost:3001', 'https://ironkeep.example'],
      }),
    );
  });
  after(() => app.close());

  it('echoes an allowed origin', async () => {
    const res = await fetch(`${app.url}/health`, { headers: { Origin: 'http://localhost:3001' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3001');
    assert.match(res.headers.get('vary') ?? '', /Origin/);
  });

  it('sends no CORS headers to a disallowed origin', async () => {
    const res = await fetch(`${app.url}/health`, { headers: { Origin: 'http://evil.example' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    assert.match(res.headers.get('vary') ?? '', /Origin/);
  });

  it('answers an allowed preflight with 204 and the allowed methods and headers', async () => {
    const res = await fetch(`${app.url}/chat`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://ironkeep.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), 'https://ironkeep.example');
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /DELETE/);
    assert.equal(res.headers.get('access-control-allow-headers'), 'content-type');
    assert.equal(res.headers.get('access-control-allow-private-network'), 'true');
  });

  it('answers a disallowed preflight without CORS headers', async () => {
    const res = await fetch(`${app.url}/chat`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    assert.equal(res.headers.get('access-control-allow-methods'), null);
  });
});

describe('errors', () => {
  let app: Listening;
  before(async () => {
    app = await serveApp(testConfig({ ollamaUrl: await deadUrl() }));
  });
  after(() => app.close());

  it('answers unknown routes with a JSON 404', async () => {
    const res = await fetch(`${app.url}/nope`);
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), {
      statusCode: 404,
      message: 'Cannot GET /nope',
      error: 'Not Found',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await fetch(`${app.url}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":',
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { statusCode: number; error: string };
    assert.equal(body.statusCode, 400);
    assert.equal(body.error, 'Bad Request');
  });
});
