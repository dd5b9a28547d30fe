import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { deadUrl, listen } from '../testing/http';
import { serveTestApp, testConfig, type TestService } from '../testing/service';

describe('CORS', () => {
  let app: TestService;
  before(async () => {
    app = await serveTestApp(
      testConfig({
        ollamaUrl: await deadUrl(),
        corsOrigins: ['http://localhost:3000', 'http://localhost:3001', 'https://ironkeep.example'],
      }),
    );
  });
  after(() => app.close());

  for (const origin of [
    'http://localhost:3000',
    'http://localhost:3001',
    'https://ironkeep.example',
  ]) {
    it(`echoes the allowed origin ${origin}`, async () => {
      const res = await fetch(`${app.url}/sessions`, { headers: { Origin: origin } });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), origin);
      assert.match(res.headers.get('vary') ?? '', /Origin/);
    });
  }

  // Issue 34: the site under `make run` on another PORT, or opened as 127.0.0.1, was refused.
  for (const origin of [
    'http://localhost:4000',
    'http://127.0.0.1:3000',
    'http://127.0.0.1:8081',
    'https://localhost',
    'http://[::1]:3001',
  ]) {
    it(`echoes a page on this machine, ${origin}, whatever its port`, async () => {
      const res = await fetch(`${app.url}/sessions`, { headers: { Origin: origin } });
      assert.equal(res.headers.get('access-control-allow-origin'), origin);
    });
  }

  for (const origin of [
    'http://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://192.168.1.20:3000',
    'null',
    'file://',
  ]) {
    it(`sends no CORS headers to another origin, ${origin}`, async () => {
      const res = await fetch(`${app.url}/sessions`, { headers: { Origin: origin } });
      assert.equal(res.headers.get('access-control-allow-origin'), null);
    });
  }

  it('answers an allowed preflight for DELETE with the methods and headers', async () => {
    const res = await fetch(`${app.url}/memory/s1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3001',
        'Access-Control-Request-Method': 'DELETE',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:3001');
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /DELETE/);
    assert.equal(res.headers.get('access-control-allow-headers'), 'content-type');
  });

  it('answers a disallowed preflight without CORS headers', async () => {
    const res = await fetch(`${app.url}/chat`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(res.headers.get('access-control-allow-methods'), null);
  });

  it('does not advertise Express', async () => {
    const res = await fetch(`${app.url}/sessions`);
    assert.equal(res.headers.get('x-powered-by'), null);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  });
});

/** fetch() always sends the real Host; node:http lets the test send a rebinding attacker's. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('DNS rebinding guard', () => {
  it('on loopback, answers localhost names and refuses any other Host with 421', async () => {
    const app = await serveTestApp(testConfig({ ollamaUrl: await deadUrl() }));
    try {
      assert.equal(await getWithHost(`${app.url}/sessions`, 'localhost:8080'), 200);
      assert.equal(await getWithHost(`${app.url}/sessions`, '127.0.0.1:8080'), 200);
      assert.equal(await getWithHost(`${app.url}/sessions`, 'attacker.example:8080'), 421);
    } finally {
      await app.close();
    }
  });

  it('bound to every interface (a container), any Host is answered', async () => {
    const app = await serveTestApp(testConfig({ host: '0.0.0.0', ollamaUrl: await deadUrl() }));
    try {
      assert.equal(await getWithHost(`${app.url}/sessions`, 'ironkeep-box.lan:8080'), 200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /health when the runtime hangs', () => {
  it('reports it unreachable after the probe timeout instead of hanging', async () => {
    const hanging = await listen(() => {
      /* never answers */
    });
    const app = await serveTestApp(testConfig({ ollamaUrl: hanging.url, probeTimeoutMs: 200 }));
    try {
      const body = (await (await fetch(`${app.url}/health`)).json()) as {
        runtime: { reachable: boolean; detail: string };
      };
      assert.equal(body.runtime.reachable, false);
      assert.equal(body.runtime.detail, 'no answer within 200 ms');
    } finally {
      await app.close();
      await hanging.close();
    }
  });
});
