import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, watchPageErrors } from './browser';
import { startJourney } from './journey';
import { startLocalEditionStack, type LocalEditionStack } from './local-edition-stack';

// A customer's path through the local edition: validate the key on /download, copy the compose
// file, then chat on /local-chat with the real local service (and a fake Ollama behind it),
// export the conversation, clear it, and see what happens when the model runtime goes away.
let stack: LocalEditionStack;
let browser: Browser;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  stack = await startLocalEditionStack();
  ({
    browser,
    page,
    errors: pageErrors,
  } = await startJourney({
    clipboardFor: stack.webUrl,
    expected: [
      // The last journey stops the model runtime: the service answers 503 and the page says why.
      { request: '/chat', status: 503 },
      // Settings' connection test of an address the CSP does not allow (the panel explains it).
      { request: /^http:\/\/127\.0\.0\.1:9\/health$/ },
      { console: /127\.0\.0\.1:9\/health.*Content Security Policy/ },
    ],
  }));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SLOW = { timeout: 30_000 };
const messages = () => page.getByTestId('chat-message');

it('validates a signed key on /download and copies the compose file with the key in it', async () => {
  const publicKey = await fetch(`${stack.webUrl}/api/licenses/public-key`);
  await gotoHydrated(page, `${stack.webUrl}/download`);
  await page.getByLabel('License key').fill(stack.licenseKey);
  // "Validating..." lasts about a second: watched from before the click, since under make test's
  // load the click's round trip alone can take that long.
  const validating = page.getByRole('button', { name: 'Validating...' }).waitFor(SLOW);
  await page.getByRole('button', { name: 'Validate License' }).click();
  await validating;
  await page.getByText('License Validated', { exact: true }).waitFor(SLOW);

  const summary = page.getByTestId('license-summary');
  expect(await summary.getByText('Pro', { exact: true }).count()).toBe(1);
  expect(await summary.getByText('5 users').count()).toBe(1);
  expect(await summary.textContent()).toContain('County of Santa Barbara');
  // The backend publishes the key it signs with (LICENSE_SIGNING_KEY, set by the stack), so the
  // browser checks the signature (WebCrypto's Ed25519 in Chromium).
  expect((await publicKey.json()).keyId).toBe(stack.keyId);
  expect(await summary.textContent()).toContain('Signature verified');
  await page.screenshot({ path: '/tmp/ironkeep-download-validated.png', fullPage: true });

  await page.getByRole('button', { name: 'Copy docker-compose.yml' }).click();
  await page.getByText('Command copied to clipboard', { exact: true }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`IRONKEEP_LICENSE_KEY: ${stack.licenseKey}`);
  expect(copied).toContain('services:');
});

it('the Manual tab downloads the package make build wrote, whose SHA-256 is the one shown', async () => {
  await page.getByRole('tab', { name: 'Manual' }).click();
  const link = page.getByRole('link', { name: 'Download Core Chat Service' });
  await link.waitFor(SLOW);
  const shown = (await page.getByTestId('sha256-chat-service').textContent())?.trim();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^ironkeep-local-service-\d+\.\d+\.\d+\.tgz$/);
  const body = await readFile(await download.path());
  expect(createHash('sha256').update(body).digest('hex')).toBe(shown);
  // The web client archive is offered too, with its own checksum.
  expect(await page.getByTestId('sha256-web-interface').textContent()).toMatch(/^[0-9a-f]{64}$/);
  // One Node.js requirement on every tab (local-service's engines).
  await page.locator('li', { hasText: 'Node.js 20.19 or newer' }).waitFor();
});

it('checks the signature with @noble/ed25519 on a plain-HTTP address, where WebCrypto is missing', async () => {
  // ironkeep.test is not loopback, so http://ironkeep.test is not a secure context: no crypto.subtle,
  // as for a LAN install reached over plain HTTP.
  const port = new URL(stack.webUrl).port;
  const lan = await launchBrowser(['--host-resolver-rules=MAP ironkeep.test 127.0.0.1']);
  try {
    const lanPage = await lan.newPage();
    // Chromium's own warning for any plain-HTTP origin that sends COOP, as a LAN install does.
    const errors = watchPageErrors(lanPage, [
      { console: /Cross-Origin-Opener-Policy header has been ignored/ },
    ]);
    await gotoHydrated(lanPage, `http://ironkeep.test:${port}/download`);
    expect(await lanPage.evaluate(() => [window.isSecureContext, !!crypto.subtle])).toEqual([
      false,
      false,
    ]);
    const edChunk = lanPage.waitForResponse((res) =>
      /\/assets\/ed25519-[^/]+\.js$/.test(res.url()),
    );
    await lanPage.getByLabel('License key').fill(stack.licenseKey);
    await lanPage.getByRole('button', { name: 'Validate License' }).click();
    await lanPage.getByText('License Validated', { exact: true }).waitFor(SLOW);
    expect((await edChunk).ok()).toBe(true);
    expect(await lanPage.getByTestId('license-summary').textContent()).toContain(
      'Signature verified',
    );
    // A key changed after signing is refused on this path too.
    const tail = stack.licenseKey.endsWith('AAAA') ? 'BAAA' : 'AAAA';
    const tampered = stack.licenseKey.slice(0, -4) + tail;
    await lanPage.getByLabel('License key').fill(tampered);
    await lanPage.getByRole('button', { name: 'Validate License' }).click();
    await lanPage.getByText('failed its signature check', { exact: false }).first().waitFor(SLOW);
    expect(errors).toEqual([]);
  } finally {
    await lan.close();
  }
});

it('chats on /local-chat with the local service, which remembers the conversation', async () => {
  await gotoHydrated(page, `${stack.webUrl}/local-chat`);
  // The key stored by /download, verified by the service for this browser's fingerprint.
  await page.getByText('Active', { exact: true }).waitFor(SLOW);
  await page.getByText('Up to 5 users', { exact: true }).waitFor();
  expect(await page.getByTestId('tier-badge').textContent()).toBe('Pro');
  await page.getByText('Online', { exact: true }).waitFor();
  await page.getByText('Reachable', { exact: true }).waitFor();
  await page.getByText('Welcome to IronKeep AI Local Edition').waitFor();

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Where does my data go?');
  await box.press('Enter');
  await messages().nth(1).getByText('saw 1 message(s)', { exact: false }).waitFor(SLOW);
  await box.fill('And the model?');
  await box.press('Shift+Enter');
  await box.pressSequentially('Which one?');
  expect(await box.inputValue()).toBe('And the model?\nWhich one?');
  await box.press('Enter');
  // The service sent the earlier turns to the model with the new question.
  await messages().nth(3).getByText('saw 3 message(s)', { exact: false }).waitFor(SLOW);
  await page.getByText('(this chat)').waitFor(SLOW);
  await page.screenshot({ path: '/tmp/ironkeep-local-chat.png', fullPage: true });
});

it('Settings: the address comes from the server (LOCAL_SERVICE_URL), tests it, and says what the CSP blocks', async () => {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const field = dialog.getByLabel('Local service URL');
  expect(await field.inputValue()).toBe(stack.serviceUrl);
  expect(await dialog.textContent()).toContain("this site's setting, LOCAL_SERVICE_URL");
  await dialog.getByText(`Runtime URL:${stack.ollamaUrl}`).waitFor(SLOW);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await dialog
    .getByRole('status')
    .getByText(`Connected to the IronKeep local service v0.1.0 at ${stack.serviceUrl}.`)
    .waitFor(SLOW);
  // Any other address is outside the backend's connect-src: the browser refuses, the panel says so.
  await field.fill('http://127.0.0.1:9');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await dialog
    .getByText(`it only allows ${stack.serviceUrl} (its LOCAL_SERVICE_URL)`, { exact: false })
    .waitFor(SLOW);
  await page.screenshot({ path: '/tmp/ironkeep-local-chat-settings.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

it('exports the conversation as ironkeep-chat-{sessionId}.txt', async () => {
  const badge = await page.getByText(/^Session /).textContent();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^ironkeep-chat-local_\d{13}_[0-9a-z]{9}\.txt$/);
  expect(name.slice(0, -4).slice(-8)).toBe(badge?.replace('Session ', ''));
  const text = await readFile(await download.path(), 'utf8');
  const blocks = text.split('\n\n');
  expect(blocks).toHaveLength(4);
  expect(blocks[0]).toMatch(/^\[[^\]]+\] USER: Where does my data go\?$/);
  expect(blocks[1]).toMatch(/^\[[^\]]+\] ASSISTANT: You said: "Where does my data go\?"/);
  expect(blocks[2]).toMatch(/^\[[^\]]+\] USER: And the model\?\nWhich one\?$/);
});

it('clears the conversation here and in the service', async () => {
  const sessionId = (await page.getByText(/^Session /).getAttribute('title')) as string;
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByText('Chat history has been cleared', { exact: true }).waitFor();
  await page.getByText('Welcome to IronKeep AI Local Edition').waitFor();
  expect(await messages().count()).toBe(0);
  const { sessions } = (await (await fetch(`${stack.serviceUrl}/sessions`)).json()) as {
    sessions: { sessionId: string }[];
  };
  expect(sessions.map((s) => s.sessionId)).not.toContain(sessionId);
});

it('says what went wrong when the model runtime is down', async () => {
  await stack.stopOllama();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Are you there?');
  await box.press('Enter');
  await page.getByText('Chat Error', { exact: true }).waitFor(SLOW);
  await page.getByText('HTTP 503: Service Unavailable', { exact: true }).waitFor();
  // The runtime is named, not the visitor's connection, and its commands show as code (issue 42).
  await page
    .getByText('Your message did not reach a model: the model runtime does not answer.', {
      exact: false,
    })
    .waitFor();
  await page.getByText('Ollama is not reachable', { exact: false }).first().waitFor();
  await page.locator('[data-role="assistant"] code', { hasText: 'ollama serve' }).first().waitFor();
  expect(await messages().last().textContent()).not.toContain('`');
  await page.screenshot({ path: '/tmp/ironkeep-local-chat-error.png', fullPage: true });
});

it('the error toast leaves the Send button free to try again, at 1280 and 390 px', async () => {
  const box = page.getByRole('textbox', { name: 'Message' });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const toast = page.locator('li', { has: page.getByText('Chat Error', { exact: true }) });
    // The earlier failure's toast first goes (5 s): else `last()` can pick it as it leaves, and
    // it has no box by the time it is measured.
    await toast.first().waitFor({ state: 'detached', timeout: 20_000 });
    await page.setViewportSize(viewport);
    await box.fill(`Still there at ${viewport.width} px?`);
    await box.press('Enter');
    await toast.last().waitFor(SLOW);
    await box.fill('One more try');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.scrollIntoViewIfNeeded();
    const [toastBox, sendBox] = [await toast.last().boundingBox(), await send.boundingBox()];
    await page.screenshot({ path: `/tmp/ironkeep-local-chat-toast-${viewport.width}.png` });
    const overlaps =
      toastBox!.x < sendBox!.x + sendBox!.width &&
      sendBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < sendBox!.y + sendBox!.height &&
      sendBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over Send ${JSON.stringify(sendBox)}`).toBe(
      false,
    );
    // And a click there reaches the button, not the toast.
    const hit = await page.evaluate(
      ([x, y]) => !!document.elementFromPoint(x, y)?.closest('[aria-label="Send message"]'),
      [sendBox!.x + sendBox!.width / 2, sendBox!.y + sendBox!.height / 2],
    );
    expect(hit).toBe(true);
  }
  expect(pageErrors).toEqual([]);
});
