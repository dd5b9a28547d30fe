import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../server';
import { testConfig } from '../testing/service';

describe('web interface (LOCAL_WEB_DIR)', () => {
  let webDir: string;
  let running: RunningServer;

  before(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'ironkeep-web-'));
    mkdirSync(join(webDir, 'assets'));
    mkdirSync(join(webDir, 'download'));
    writeFileSync(join(webDir, 'app.html'), '<title>shell</title>');
    writeFileSync(join(webDir, 'index.html'), '<title>home</title>');
    writeFileSync(join(webDir, 'download', 'index.html'), '<title>download</title>');
    // What the build writes for a client route and for unknown addresses (scripts/prerender.mjs).
    mkdirSync(join(webDir, 'local-chat'));
    writeFileSync(join(webDir, 'local-chat', 'index.html'), '<title>shell</title>');
    writeFileSync(join(webDir, '404.html'), '<title>not found</title>');
    writeFileSync(join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
    running = await startServer(testConfig({ webDir, webPort: 0, dataDir: join(webDir, 'data') }), {
      log: () => undefined,
    });
  });
  after(async () => {
    await running.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the client shell for app routes such as /local-chat, with the CSP allowing the API', async () => {
    const res = await fetch(`${running.webUrl}/local-chat`);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), '<title>shell</title>');
    const port = new URL(running.url).port;
    assert.match(
      res.headers.get('content-security-policy') ?? '',
      new RegExp(`connect-src 'self' http://localhost:${port}`),
    );
    assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
  });

  it('tells the page where the chat API is, on the port the CSP allows', async () => {
    const res = await fetch(`${running.webUrl}/api/local-edition/settings`);
    assert.equal(res.status, 200);
    const port = new URL(running.url).port;
    assert.deepEqual(await res.json(), { localServiceUrl: `http://localhost:${port}` });
  });

  it('serves prerendered pages, the home page and immutable assets', async () => {
    assert.equal(
      await (await fetch(`${running.webUrl}/download`)).text(),
      '<title>download</title>',
    );
    assert.equal(await (await fetch(`${running.webUrl}/`)).text(), '<title>home</title>');
    const asset = await fetch(`${running.webUrl}/assets/app-abc.js`);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await fetch(`${running.webUrl}/assets/missing.js`)).status, 404);
  });

  it('does not serve files outside its folder', async () => {
    const res = await fetch(`${running.webUrl}/..%2f..%2fetc%2fpasswd`);
    assert.equal(res.status, 404);
    assert.equal(await res.text(), '<title>not found</title>');
  });

  it('answers unknown addresses 404 with the not-found page, any blog slug with the shell', async () => {
    for (const path of ['/no-such-page', '/local-chat/extra']) {
      const res = await fetch(`${running.webUrl}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal(await res.text(), '<title>not found</title>');
    }
    const article = await fetch(`${running.webUrl}/blog/any-slug`);
    assert.equal(article.status, 200);
    assert.equal(await article.text(), '<title>shell</title>');
  });
});
