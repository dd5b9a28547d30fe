import { existsSync, readFileSync } from 'node:fs';
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
/**
 * The app's shell marked as the local web interface (dist/local-app.html): the page then draws
 * the local edition's header and footer instead of the SaaS site's (frontend
 * config/web-interface.ts).
 */
const LOCAL_MARK = '<meta name="ironkeep-web-interface" content="local" />';
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

  it('serves the local chat and download pages, marked as the local web interface', async () => {
    for (const path of ['/local-chat', '/local-chat/', '/download', '/download/']) {
      const res = await fetch(`${web.url}${path}`, { redirect: 'manual' });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await res.text();
      expect(html).toContain('<div id="root"');
      expect({ path, marked: html.includes(LOCAL_MARK) }).toEqual({ path, marked: true });
    }
  });

  it('leaves the SaaS site unmarked: its files for the same pages carry no mark', () => {
    for (const file of ['local-chat/index.html', 'download/index.html', 'app.html', 'index.html']) {
      expect({ file, marked: readFileSync(join(DIST, file), 'utf8').includes(LOCAL_MARK) }).toEqual(
        { file, marked: false },
      );
    }
  });

  it('sends the SaaS pages, their HTML files and unknown pages to the chat', async () => {
    for (const path of [...SAAS_PAGES, ...PAGE_FILES, '/local-app.html']) {
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
