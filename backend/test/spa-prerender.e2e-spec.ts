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

  it('serves the empty client shell for routes that were not prerendered', async () => {
    for (const path of ['/dashboard', '/blog', '/blog/unknown', '/..%2f..%2fetc']) {
      const res = await get(path).expect(200);
      expect(res.text).toBe('<div id="root"></div>');
    }
  });

  it('leaves /api paths to the API', async () => {
    const res = await get('/api/does-not-exist').expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
