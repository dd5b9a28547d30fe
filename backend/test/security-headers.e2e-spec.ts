import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readdirSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PASSWORD } from './api-client';
import { createTestApp, E2E_DB } from './app.factory';
import { clientRoutes, WEB_DIST as DIST } from './client-routes';
import { RunningNginx, startNginx } from './nginx';

/**
 * The backend (helmet) and nginx (deploy/nginx/nginx.conf) send the same security headers, HSTS
 * only over TLS, and Chromium reports no Content-Security-Policy violation on any route.
 * Needs the built SPA (npm run build -w frontend) and Debian's nginx (.ci/run installs it).
 */
const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];
const ADMIN = 'headers_admin';

describe('Security headers from the backend and from nginx', () => {
  let app: NestFastifyApplication;
  let nginx: RunningNginx;
  let backend: string;

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'app.html'))) throw new Error('Run npm run build -w frontend first');
    app = await createTestApp({
      WEB_DIST_DIR: DIST,
      TRUST_PROXY: 'true',
      LOCAL_SERVICE_URL: 'http://localhost:8080',
      ADMIN_USERNAME: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
    });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    backend = `http://127.0.0.1:${port}`;
    nginx = await startNginx('nginx.conf', { root: DIST, backendPort: port });
  });
  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
  });

  const asset = () => `/assets/${readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js'))}`;

  it('sends the same headers for pages, client routes and assets', async () => {
    for (const path of ['/', '/enterprise', '/dashboard', asset()]) {
      const fromBackend = await securityHeaders(backend, path);
      expect({ path, headers: await securityHeaders(nginx.url, path) }).toEqual({
        path,
        headers: fromBackend,
      });
      expect(fromBackend['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows scripts from its own origin and the static pages' boot script only, and is never framed", async () => {
    const csp = (await securityHeaders(backend, '/'))['content-security-policy'];
    // The one inline script a page carries (frontend/scripts/site-boot.mjs), by its hash.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(csp).toContain("script-src-attr 'none';");
    expect(csp).toContain("frame-ancestors 'none';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('sends HSTS only for requests that arrived over TLS', async () => {
    const tls = { 'X-Forwarded-Proto': 'https' };
    const hsts = 'max-age=31536000; includeSubDomains';
    for (const base of [backend, nginx.url]) {
      expect((await securityHeaders(base, '/', tls))['strict-transport-security']).toBe(hsts);
      expect((await securityHeaders(base, '/'))['strict-transport-security']).toBeUndefined();
    }
    // API answers proxied by nginx carry the backend's own headers.
    const api = await securityHeaders(nginx.url, '/api/health', tls);
    expect(api).toEqual(await securityHeaders(backend, '/api/health', tls));
  });

  // Prometheus scrapes backend:3000 on the compose network; the public port does not serve it.
  it('does not serve /metrics through the web entry point', async () => {
    const direct = await fetch(`${backend}/metrics`);
    expect({ status: direct.status, prometheus: (await direct.text()).includes('# TYPE') }).toEqual(
      {
        status: 200,
        prometheus: true,
      },
    );
    for (const path of ['/metrics', '/metrics?format=text', '/METRICS', '/metrics/']) {
      const res = await fetch(`${nginx.url}${path}`);
      const body = await res.text();
      expect({ path, prometheus: body.includes('# TYPE') }).toEqual({ path, prometheus: false });
    }
    expect((await fetch(`${nginx.url}/metrics`)).status).toBe(404);
  });

  it('sends the same headers from the local edition web server (local-edition.conf)', async () => {
    const local = await startNginx('local-edition.conf', { root: DIST });
    try {
      expect(await securityHeaders(local.url, '/local-chat')).toEqual(
        await securityHeaders(nginx.url, '/local-chat'),
      );
    } finally {
      await local.stop();
    }
  });

  // The headers do not depend on the database: the browser walk runs once, in the SQLite run.
  if (E2E_DB === 'sqlite') {
    it('reports no CSP violation in Chromium on any route, from either server', async () => {
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
      });
      try {
        const violations: string[] = [];
        // Signed in as an admin on the backend (every screen renders), as a visitor via nginx.
        for (const [base, signIn] of [
          [backend, true],
          [nginx.url, false],
        ] as const) {
          const context = await browser.newContext();
          if (signIn) await signInAdmin(context.request, base);
          const page = await context.newPage();
          await page.addInitScript({
            content: `window.cspViolations = [];
              document.addEventListener('securitypolicyviolation', (e) =>
                window.cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`,
          });
          page.on('console', (msg) => {
            if (msg.text().includes('Content Security Policy')) violations.push(msg.text());
          });
          for (const route of [...clientRoutes(), '/api/docs']) {
            await page.goto(`${base}${route}`, { waitUntil: 'load' });
            await page.waitForTimeout(300);
            const seen = (await page.evaluate('window.cspViolations')) as string[];
            violations.push(...seen.map((v) => `${base}${route}: ${v}`));
          }
          await context.close();
        }
        expect(violations).toEqual([]);
      } finally {
        await browser.close();
      }
    }, 180_000);
  }
});

async function securityHeaders(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  const picked: Record<string, string> = {};
  for (const name of HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) picked[name] = name === 'content-security-policy' ? sorted(value) : value;
  }
  return picked;
}

/** CSP with directives in a fixed order, so two equivalent policies compare equal. */
function sorted(csp: string): string {
  return `${csp
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort()
    .join('; ')};`;
}

async function signInAdmin(
  request: import('playwright-core').APIRequestContext,
  base: string,
): Promise<void> {
  const { token } = await (await request.get(`${base}/api/csrf-token`)).json();
  const res = await request.post(`${base}/api/auth/login`, {
    headers: { 'X-CSRF-Token': token },
    data: { username: ADMIN, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
}
