import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A built SPA with one fingerprinted asset large enough to be worth compressing. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ironkeep-edge-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<h1>Home page</h1>');
  writeFileSync(join(dir, 'app.html'), '<div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), SCRIPT);
  return dir;
}

/** The edge in front of Fastify (modules/edge): the site from memory, health, public JSON. */
describe('Edge: site and public routes in front of Fastify', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST_DIR: fakeDist() });
    // Compression runs in the background after start-up; give it a moment to finish.
    await waitFor(async () => {
      const res = await get('/assets/main-abc123.js').set('Accept-Encoding', 'br');
      return res.headers['content-encoding'] === 'br';
    });
  });
  afterAll(() => app.close());

  const get = (path: string) => request(app.getHttpServer()).get(path);
  /** The bytes exactly as sent (supertest would decode them). */
  async function raw(path: string, encoding: string) {
    const server = app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) =>
        httpGet(
          { port, host: '127.0.0.1', path, headers: { 'Accept-Encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        ).on('error', reject),
    );
  }

  it('serves assets precompressed (brotli, else gzip) with a long immutable cache', async () => {
    const br = await raw('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await raw('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/main-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(new Set([br, gz, plain].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const first = await get('/assets/main-abc123.js').set('Accept-Encoding', 'br').expect(200);
    await get('/assets/main-abc123.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    const head = await request(app.getHttpServer()).head('/').expect(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.text).toBeFalsy();
  });

  it('answers a missing asset with 404, never with the page shell', async () => {
    const res = await get('/assets/missing-000.js').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Not found',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });

  it('sends the same security headers from the edge as from the API behind it', async () => {
    const names = [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'x-content-type-options',
    ];
    const page = await get('/').expect(200);
    const api = await get('/api/does-not-exist').expect(404);
    const health = await get('/api/health').expect(200);
    for (const name of names) {
      expect(page.headers[name]).toBeDefined();
      expect(api.headers[name]).toBe(page.headers[name]);
      expect(health.headers[name]).toBe(page.headers[name]);
    }
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves health and the public assistants list without a session cookie', async () => {
    const health = await get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['set-cookie']).toBeUndefined();
    const list = await get('/api/demo/assistants').expect(200);
    expect(list.body.map((a: { id: string }) => a.id)).toContain('brain');
  });

  it('marks the API behind the edge no-store: the CSRF token, the signed-in user, errors', async () => {
    const client = new ApiClient(app);
    await client.register('edge_cache_user').then(expectStatus(201));
    const login = await client.login('edge_cache_user').then(expectStatus(200));
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.username).toBe('edge_cache_user');
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await get('/api/csrf-token').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/does-not-exist').expect(404)).headers['cache-control']).toBe(
      'no-store',
    );
    // The site's own answers keep theirs (edge.ts): pages are revalidated, assets immutable.
    expect((await get('/assets/main-abc123.js').expect(200)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('counts edge answers in the Prometheus metrics', async () => {
    await get('/api/health').expect(200);
    const metrics = await get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(metrics.text).toMatch(
      /http_requests_total\{method="GET",route="static",status_code="200"\} \d+/,
    );
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
