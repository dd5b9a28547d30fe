import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, watchPageErrors } from './browser';
import { startLocalEditionStack, type LocalEditionStack } from './local-edition-stack';

// A customer's path through the local edition: validate the key on /download, copy the compose
// file, then chat on /local-chat with the real local service (and a fake Ollama behind it),
// export the conversation, clear it, and see what happens when the model runtime goes away.
let stack: LocalEditionStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  stack = await startLocalEditionStack();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });
  page = await context.newPage();
  // The last journey stops the model runtime: the service answers 503 and the page says why.
  pageErrors = watchPageErrors(page, [{ request: '/chat', status: 503 }]);
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
  await page.getByRole('button', { name: 'Validate License' }).click();
  await page.getByRole('button', { name: 'Validating...' }).waitFor();
  await page.getByText('License Validated', { exact: true }).waitFor(SLOW);

  const summary = page.getByTestId('license-summary');
  expect(await summary.getByText('Pro', { exact: true }).count()).toBe(1);
  expect(await summary.getByText('5 users').count()).toBe(1);
  expect(await summary.textContent()).toContain('County of Santa Barbara');
  // The backend publishes the key it signs with (LICENSE_SIGNING_KEY, set by the stack), so the
  // browser checks the signature; a backend without the endpoint gets the prefix rule only.
  const signatureLine = publicKey.ok ? 'Signature verified' : 'Signature not checked';
  if (publicKey.ok) expect((await publicKey.json()).keyId).toBe(stack.keyId);
  expect(await summary.textContent()).toContain(signatureLine);
  await page.screenshot({ path: '/tmp/ironkeep-download-validated.png', fullPage: true });

  await page.getByRole('button', { name: 'Copy docker-compose.yml' }).click();
  await page.getByText('Command copied to clipboard', { exact: true }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`IRONKEEP_LICENSE_KEY: ${stack.licenseKey}`);
  expect(copied).toContain('services:');
});

it('chats on /local-chat with the local service, which remembers the conversation', async () => {
  await gotoHydrated(page, `${stack.webUrl}/local-chat`);
  // The key stored by /download, verified by the service for this browser's fingerprint.
  await page.getByText('Active', { exact: true }).waitFor(SLOW);
  await page.getByText('Max users: 5 users').waitFor();
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
  await page
    .getByText('Sorry, I encountered an error processing your message.', { exact: false })
    .waitFor();
  await page.getByText('Ollama is not reachable', { exact: false }).first().waitFor();
  await page.screenshot({ path: '/tmp/ironkeep-local-chat-error.png', fullPage: true });
  expect(pageErrors).toEqual([]);
});
