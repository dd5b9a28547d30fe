import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from './a11y';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, type Viewport } from './journey';
import { startLocalEditionStack, type LocalEditionStack } from './local-edition-stack';

// Issue 34 item 5, the local edition's path as a customer clicks it, at 1280 and 390 px: validate
// the key on /download, find the files (or where to get them), "Open the local chat", and find
// the licence carried over; or, when the site's address is one the service does not accept, be
// told so in words one can act on. The stack's service lists only http://127.0.0.1:{port} in
// CORS_ORIGINS (local-edition-stack.ts), as compose lists only http://localhost:8081.
let stack: LocalEditionStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startLocalEditionStack();
  // ironkeep.test stands for the site reached by its network name (not this machine's).
  browser = await launchBrowser(['--host-resolver-rules=MAP ironkeep.test 127.0.0.1']);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const SLOW = { timeout: 30_000 };

async function validateKey(page: Page, origin: string) {
  await gotoHydrated(page, `${origin}/download`);
  await page.getByLabel('License key').fill(stack.licenseKey);
  await page.getByRole('button', { name: 'Validate License' }).click();
  await page.getByText('License Validated', { exact: true }).waitFor(SLOW);
}

async function openLocalChat(page: Page) {
  await page.getByRole('link', { name: 'Open the local chat' }).click();
  await page.waitForURL(/\/local-chat$/);
}

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as [string, Viewport][])('at %s px', (_width, viewport) => {
  it('site opened as localhost on another port: "Open the local chat" shows the licence Active and the API Online', async () => {
    const origin = `http://localhost:${new URL(stack.webUrl).port}`;
    const { page, errors } = await openPage(browser, { viewport });
    await validateKey(page, origin);
    await page.getByRole('tab', { name: 'Manual' }).click();
    await page.getByRole('link', { name: 'Download Core Chat Service' }).waitFor(SLOW);
    await openLocalChat(page);
    const status = page.getByRole('complementary', { name: 'Status' });
    await status.getByText('Active', { exact: true }).waitFor(SLOW);
    await status.getByText('Up to 5 users').waitFor();
    await status.getByText('Online', { exact: true }).waitFor(SLOW);
    expect(await page.getByTestId('tier-badge').textContent()).toBe('Pro');
    await saveScreenshot(page, 'local chat licensed', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('site opened by a name the service does not accept: says so and how to allow it; the licence is carried over', async () => {
    const origin = `http://ironkeep.test:${new URL(stack.webUrl).port}`;
    const { page, errors } = await openPage(browser, {
      viewport,
      expected: [
        // What a CORS refusal looks like to the page, on purpose here.
        { request: new RegExp(`^${stack.serviceUrl}/`) },
        { console: /has been blocked by CORS policy/ },
        { console: /License check failed|Could not load sessions/ },
        // Chromium's own warning for a plain-HTTP origin that sends COOP (a LAN install).
        { console: /Cross-Origin-Opener-Policy header has been ignored/ },
        { request: '/downloads/manifest.json', status: 404 },
      ],
    });
    // A deployment that hosts no files (the container images): the page says where they are.
    await page.route('**/downloads/manifest.json', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await validateKey(page, origin);
    await page.getByRole('tab', { name: 'Manual' }).click();
    await page.getByText('This server does not host the download').first().waitFor(SLOW);
    expect(await page.getByLabel('Download the package', { exact: true }).textContent()).toContain(
      'npm pack @ironkeep/local-service',
    );
    expect(await page.locator('body').textContent()).not.toContain('make build');
    await saveScreenshot(page, 'download without hosted files', viewport.width);

    await openLocalChat(page);
    const status = page.getByRole('complementary', { name: 'Status' });
    await status.getByText('Blocked', { exact: true }).waitFor(SLOW);
    const problem = page.getByTestId('connection-problem');
    await problem.getByText(/is running, but it does not accept requests/).waitFor(SLOW);
    const advice = await problem.textContent();
    expect(advice).toContain(`this page's address, ${origin}.`);
    expect(advice).toContain(`ironkeep init --cors-origins ${origin}`);
    expect(advice).toContain(`CORS_ORIGINS=${origin}`);
    expect(await page.getByTestId('tier-badge').textContent()).toBe('Pro, not checked yet');
    await status.getByText(/Your Pro license, validated on the download page/).waitFor();
    expect(await status.getByText('Not Licensed').count()).toBe(0);
    await saveScreenshot(page, 'local chat refused by the service', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });
});
