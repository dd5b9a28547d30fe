import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST as DIST } from './client-routes';
import { RunningNginx, startNginx } from './nginx';

/**
 * The local edition's web interface on :3001 in the compose install (deploy/nginx/
 * local-edition.conf; the service's own web-app.ts is tested in local-service). The download
 * page tells customers to open it, and it used to show the marketing home page with Sign in and
 * Pricing, whose plans could not load (there is no SaaS backend). Now / opens the chat and every
 * other page of the site goes there too. Needs the built SPA.
 */
const SAAS_PAGES = ['/pricing', '/auth', '/dashboard', '/enterprise', '/blog', '/blog/any-slug'];
const PAGE_FILES = [
  '/index.html',
  '/pricing/index.html',
  '/404.html',
  '/pricing/',
  '/no-such-page',
];

describe('Local edition web interface (local-edition.conf)', () => {
  let web: RunningNginx;

  beforeAll(async () => {
    if (!existsSync(join(DIST, 'local-chat/index.html'))) throw new Error('Run npm run build');
    web = await startNginx('local-edition.conf', { root: DIST });
  });
  afterAll(async () => {
    await web?.stop();
  });

  it('sends / to the local chat page, with a relative Location (any mapped port works)', async () => {
    const res = await fetch(`${web.url}/`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/local-chat');
  });

  it('serves the local chat and download pages', async () => {
    for (const path of ['/local-chat', '/local-chat/', '/download']) {
      const res = await fetch(`${web.url}${path}`, { redirect: 'manual' });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toContain('<div id="root"');
    }
  });

  it('sends the SaaS pages, their HTML files and unknown pages to the chat', async () => {
    for (const path of [...SAAS_PAGES, ...PAGE_FILES]) {
      const res = await fetch(`${web.url}${path}`, { redirect: 'manual' });
      const answer = { path, status: res.status, location: res.headers.get('location') };
      expect(answer).toEqual({ path, status: 302, location: '/local-chat' });
    }
  });

  it('still serves files, a bare 404 for a missing asset and JSON for /api/', async () => {
    expect((await fetch(`${web.url}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${web.url}/assets/missing-000.js`)).status).toBe(404);
    const api = await fetch(`${web.url}/api/billing/plans/`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
