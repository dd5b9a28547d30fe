import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createTestApp } from './app.factory';
import { clientRoutes, WEB_DIST as DIST } from './client-routes';
import { RunningNginx, startNginx } from './nginx';

/**
 * Issue 34 item 8: an unknown address answers 404 with the not-found page, from the backend
 * (`make run`: modules/edge) and from nginx (deploy/nginx/nginx.conf, Debian's nginx), while every
 * client route of frontend/src/config/paths.ts, the prerendered pages and any /blog/{slug}
 * (an unknown slug shows the HIPAA guide, spec §8) stay 200. Needs the built SPA. The local
 * edition's web interface (local-edition.conf) offers only its own pages and sends every other
 * address to the chat: local-web-interface.e2e-spec.ts.
 */
const UNKNOWN = [
  '/no-such-page',
  '/dashboard/extra',
  '/demo/unknown',
  '/blog/some-article/extra',
  '/Enterprise',
  '/no%20such%20page',
];
const NOT_FOUND_TEXT = 'Sorry, the page you are looking for cannot be found.';

describe('Unknown addresses answer 404 with the not-found page', () => {
  let app: NestFastifyApplication;
  let nginx: RunningNginx;
  let backend: string;

  beforeAll(async () => {
    if (!existsSync(join(DIST, '404.html'))) throw new Error('Run npm run build -w frontend first');
    app = await createTestApp({ WEB_DIST_DIR: DIST });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    backend = `http://127.0.0.1:${port}`;
    nginx = await startNginx('nginx.conf', { root: DIST, backendPort: port });
  });
  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
  });

  const servers = () =>
    [
      ['backend', backend],
      ['nginx.conf', nginx.url],
    ] as const;

  it('answers every client route, the prerendered pages and any blog slug with 200', async () => {
    const routes = [...clientRoutes(), '/blog/no-such-article', '/dashboard/', '/demo/unified'];
    for (const [server, base] of servers()) {
      for (const route of routes) {
        const res = await fetch(`${base}${route}`);
        const body = await res.text();
        expect({ server, route, status: res.status }).toEqual({ server, route, status: 200 });
        expect(body).toContain('<div id="root"');
        expect(body).not.toContain(NOT_FOUND_TEXT);
      }
    }
  });

  it('answers unknown addresses with 404 and the not-found page, marked noindex', async () => {
    for (const [server, base] of servers()) {
      for (const path of UNKNOWN) {
        const res = await fetch(`${base}${path}`);
        const body = await res.text();
        expect({ server, path, status: res.status }).toEqual({ server, path, status: 404 });
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(body).toContain(NOT_FOUND_TEXT);
        expect(body).toContain('Go back home');
        expect(body).toMatch(/<meta name="robots" content="noindex/);
      }
    }
  });

  it('still answers a missing asset with a bare 404, never a page', async () => {
    for (const [server, base] of servers()) {
      const res = await fetch(`${base}/assets/missing-000.js`);
      const body = await res.text();
      expect({ server, status: res.status }).toEqual({ server, status: 404 });
      expect(body).not.toContain(NOT_FOUND_TEXT);
    }
  });

  it('leaves /api to the API: its 404 is JSON', async () => {
    for (const base of [backend, nginx.url]) {
      const res = await fetch(`${base}/api/no-such-route`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
