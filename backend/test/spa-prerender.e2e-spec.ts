import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from './app.factory';

/** A miniature frontend/dist as `npm run build -w frontend` lays it out. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ironkeep-dist-'));
  mkdirSync(join(dir, 'enterprise'));
  mkdirSync(join(dir, 'blog', 'some-article'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<div id="root"><h1>Home page</h1></div>');
  writeFileSync(join(dir, 'app.html'), '<div id="root"></div>');
  writeFileSync(join(dir, 'enterprise', 'index.html'), '<h1>Enterprise page</h1>');
  writeFileSync(join(dir, 'blog', 'some-article', 'index.html'), '<h1>Article page</h1>');
  writeFileSync(join(dir, 'secret.txt'), 'not a page');
  // The app's shell for a client route, and the not-found page (scripts/prerender.mjs).
  mkdirSync(join(dir, 'dashboard'));
  writeFileSync(join(dir, 'dashboard', 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
  return dir;
}

describe('Prerendered pages (SPA middleware)', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp({ WEB_DIST_DIR: fakeDist() })));
  afterAll(() => app.close());

  const get = (path: string) => request(app.getHttpServer()).get(path);

  it('serves dist/index.html, prerendered, for /', async () => {
    const res = await get('/').expect(200);
    expect(res.text).toContain('Home page');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/enterprise', 'Enterprise page'],
    ['/enterprise/', 'Enterprise page'],
    ['/blog/some-article', 'Article page'],
  ])('serves the prerendered page for %s', async (path, text) => {
    const res = await get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(text);
  });

  it('serves the client shell for client routes and any blog slug (it falls back to HIPAA)', async () => {
    for (const path of ['/dashboard', '/dashboard/', '/blog/unknown', '/blog/unknown/']) {
      const res = await get(path).expect(200);
      expect(res.text).toBe('<div id="root"></div>');
    }
  });

  it('answers any other address with 404 and the not-found page (issue 34)', async () => {
    for (const path of [
      '/no-such-page',
      '/dashboard/extra',
      '/blog/unknown/extra',
      '/..%2f..%2fetc',
      '/%E0%A4%A',
    ]) {
      const res = await get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe('<h1>Page not found</h1>');
    }
    // Never a 304 for it: a revalidation would turn the 404 into the cached page's 200.
    const first = await get('/no-such-page').expect(404);
    await get('/no-such-page').set('If-None-Match', first.headers.etag).expect(404);
    const head = await request(app.getHttpServer()).head('/no-such-page').expect(404);
    expect(head.text).toBeFalsy();
  });

  it('leaves /api paths to the API', async () => {
    const res = await get('/api/does-not-exist').expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
