import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../server';
import { testConfig } from '../testing/service';

/** Stands for the web client archive the build publishes (bytes that must arrive unchanged). */
const ARCHIVE = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]);
/** The app's shell marked as the local web interface (the frontend build's local-app.html). */
const LOCAL_SHELL =
  '<head><meta name="ironkeep-web-interface" content="local" /><title>local shell</title>';

/**
 * The local web interface is for the local edition only: / opens the chat, and the SaaS site's
 * pages (home, pricing, sign-in, account) need its backend, so they go to the chat too.
 */
describe('web interface (LOCAL_WEB_DIR)', () => {
  let webDir: string;
  let running: RunningServer;

  before(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'ironkeep-web-'));
    mkdirSync(join(webDir, 'assets'));
    mkdirSync(join(webDir, 'download'));
    writeFileSync(join(webDir, 'app.html'), '<title>shell</title>');
    writeFileSync(join(webDir, 'local-app.html'), LOCAL_SHELL);
    writeFileSync(join(webDir, 'index.html'), '<title>home</title>');
    writeFileSync(join(webDir, 'download', 'index.html'), '<title>download</title>');
    // What the build writes for a client route and for unknown addresses (scripts/prerender.mjs).
    mkdirSync(join(webDir, 'local-chat'));
    writeFileSync(join(webDir, 'local-chat', 'index.html'), '<title>local chat</title>');
    mkdirSync(join(webDir, 'pricing'));
    writeFileSync(join(webDir, 'pricing', 'index.html'), '<title>pricing</title>');
    writeFileSync(join(webDir, '404.html'), '<title>not found</title>');
    mkdirSync(join(webDir, 'downloads'));
    writeFileSync(join(webDir, 'downloads', 'ironkeep-web-0.1.0.tar.gz'), ARCHIVE);
    writeFileSync(join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
    running = await startServer(testConfig({ webDir, webPort: 0, dataDir: join(webDir, 'data') }), {
      log: () => undefined,
    });
  });
  after(async () => {
    await running.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  // The marked shell makes the page draw the local edition's header and footer, not the SaaS
  // site's (Sign in, Pricing, Dashboard), whose pages this port does not serve.
  it('serves the local chat page as the marked local shell, with the CSP allowing the API', async () => {
    const res = await fetch(`${running.webUrl}/local-chat`);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), LOCAL_SHELL);
    const port = new URL(running.url).port;
    assert.match(
      res.headers.get('content-security-policy') ?? '',
      new RegExp(`connect-src 'self' http://localhost:${port}`),
    );
    assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
  });

  it('sends / to the local chat page, not the marketing home page', async () => {
    const res = await fetch(`${running.webUrl}/`, { redirect: 'manual' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/local-chat');
  });

  it('tells the page where the chat API is, on the port the CSP allows', async () => {
    const res = await fetch(`${running.webUrl}/api/local-edition/settings`);
    assert.equal(res.status, 200);
    const port = new URL(running.url).port;
    assert.deepEqual(await res.json(), { localServiceUrl: `http://localhost:${port}` });
  });

  it('serves /download (where a license key is entered), files and immutable assets', async () => {
    for (const path of ['/download', '/download/', '/local-chat/']) {
      assert.equal(await (await fetch(`${running.webUrl}${path}`)).text(), LOCAL_SHELL, path);
    }
    const archive = await fetch(`${running.webUrl}/downloads/ironkeep-web-0.1.0.tar.gz`);
    assert.equal(archive.status, 200);
    assert.equal(archive.headers.get('content-type'), 'application/gzip');
    assert.equal(archive.headers.get('content-encoding'), null);
    assert.deepEqual(Buffer.from(await archive.arrayBuffer()), ARCHIVE);
    const asset = await fetch(`${running.webUrl}/assets/app-abc.js`);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await fetch(`${running.webUrl}/assets/missing.js`)).status, 404);
  });

  it('sends the SaaS pages, their HTML files and unknown addresses to the local chat page', async () => {
    const paths = ['/pricing', '/auth', '/dashboard', '/enterprise', '/blog/any-slug', '/pricing/'];
    paths.push('/index.html', '/pricing/index.html', '/404.html', '/no-such-page');
    paths.push('/local-chat/extra', '/..%2f..%2fetc%2fpasswd');
    for (const path of paths) {
      const res = await fetch(`${running.webUrl}${path}`, { redirect: 'manual' });
      assert.equal(res.status, 302, path);
      assert.equal(res.headers.get('location'), '/local-chat', path);
    }
  });

  it('does not serve the marked shell as a file of its own', async () => {
    const res = await fetch(`${running.webUrl}/local-app.html`, { redirect: 'manual' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/local-chat');
  });

  it('has no account API: its addresses answer a JSON 404', async () => {
    const res = await fetch(`${running.webUrl}/api/billing/plans`);
    assert.equal(res.status, 404);
    assert.equal(((await res.json()) as { code: string }).code, 'NOT_FOUND');
  });
});

describe('web interface built without local-app.html (an older build)', () => {
  let webDir: string;
  let running: RunningServer;

  before(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'ironkeep-web-'));
    mkdirSync(join(webDir, 'local-chat'));
    writeFileSync(join(webDir, 'app.html'), '<title>shell</title>');
    writeFileSync(join(webDir, 'local-chat', 'index.html'), '<title>local chat</title>');
    running = await startServer(testConfig({ webDir, webPort: 0, dataDir: join(webDir, 'data') }), {
      log: () => undefined,
    });
  });
  after(async () => {
    await running.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("serves each page's own file, or the app's shell", async () => {
    assert.equal(
      await (await fetch(`${running.webUrl}/local-chat`)).text(),
      '<title>local chat</title>',
    );
    assert.equal(await (await fetch(`${running.webUrl}/download`)).text(), '<title>shell</title>');
  });
});
