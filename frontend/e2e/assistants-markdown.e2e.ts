import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  type InferenceServer,
  startInferenceServer,
} from '../../backend/test/fake-inference-servers';
import { checkState } from './a11y';
import { apiCall, register, signIn, uniqueName } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { openPage } from './journey';

// Issue 42 item 2: a member's answer rendered like a real chat client, through the real backend,
// from a local OpenAI-compatible server that streams Markdown word by word: a heading, a list, a
// table, a link opening in a new tab, and a fenced bash block highlighted with its language and a
// copy button. Then a hostile answer (raw HTML with an onerror handler, a javascript: link, a
// script tag) that must render inert.

const baseUrl = inject('baseUrl');
const SLOW = { timeout: 30_000 };

const MARKDOWN = [
  '## Answer',
  '',
  'Back up both stores:',
  '',
  '- First point: the database',
  '- Second point: the data folder',
  '',
  '| Option | Meaning |',
  '| --- | --- |',
  '| `--full` | everything |',
  '',
  'See [the runbook](https://example.com/runbook).',
  '',
  '```bash',
  'pg_dump ironkeep > backup.sql',
  'echo done',
  '```',
].join('\n');

const HOSTILE = [
  'Look: <img src=x onerror="window.__pwned = 1">',
  '',
  '[click me](javascript:window.__pwned=2)',
  '',
  '<script>window.__pwned = 3</script>',
].join('\n');

let browser: Browser;
let gpu: InferenceServer;
let context: BrowserContext;
let page: Page;
let errors: Error[];

beforeAll(async () => {
  gpu = await startInferenceServer({ name: 'gpu', model: 'llama3.1:8b' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await gpu?.stop();
});

it('a member on a model sees its Markdown answer rendered: heading, list, table, link, code', async () => {
  ({ page, context, errors } = await openPage(browser, { clipboardFor: baseUrl }));
  const owner = await register(context, baseUrl, uniqueName('md'));
  await signIn(page, baseUrl, owner);
  await apiCall(context.request, baseUrl, 'POST', '/api/billing/subscribe', {
    planId: 'starter',
    organizationName: `Markdown ${owner.username}`,
    slug: owner.username.replace(/_/g, '-'),
  });
  await apiCall(context.request, baseUrl, 'POST', '/api/servers', {
    name: 'GPU box 1',
    runtime: 'vllm',
    model: 'llama3.1:8b',
    url: gpu.url,
  });
  await expect
    .poll(async () => {
      const res = await context.request.get(`${baseUrl}/api/billing/my-subscription`);
      const body = (await res.json()) as { servers: { status: string }[] };
      return body.servers.map((s) => s.status);
    }, SLOW)
    .toEqual(['active']);

  // Reached by clicking, as a member would: / → Dashboard → AI Assistants.
  await gotoHydrated(page, `${baseUrl}/`);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.getByRole('link', { name: /AI Assistants/ }).click();
  await page.waitForURL(`${baseUrl}/assistants`);
  await page.getByTestId('chat-picker').click();
  await page.getByRole('menuitemradio', { name: /llama3\.1:8b/ }).click();
  const chat = page.locator('#chat-chat');
  gpu.answer = MARKDOWN;
  gpu.chunkDelayMs = 5;
  const composer = chat.getByRole('textbox', { name: 'Your question' });
  await composer.fill('How do I back up IronKeep? Give me a script.');
  await composer.press('Enter');
  const answer = chat.locator('[data-role="assistant"]').last();
  await answer.locator('[data-code-block] code[data-highlighted="true"]').waitFor(SLOW);
  await chat.getByRole('button', { name: 'Send' }).waitFor(SLOW);

  await expect(
    answer.getByRole('heading', { name: 'Answer' }).evaluate((h) => h.tagName),
  ).resolves.toBe('H2');
  expect(await answer.getByRole('listitem').allInnerTexts()).toEqual([
    'First point: the database',
    'Second point: the data folder',
  ]);
  const table = answer.getByRole('table');
  expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Option', 'Meaning']);
  await table.getByRole('cell', { name: 'everything' }).waitFor();
  const link = answer.getByRole('link', { name: 'the runbook' });
  expect(await link.getAttribute('href')).toBe('https://example.com/runbook');
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  await expect(answer.getByTestId('code-language').textContent()).resolves.toBe('bash');
  // Highlighted: the highlighter's spans are in the code, and Copy copies the code itself.
  expect(await answer.locator('[data-code-block] code span').count()).toBeGreaterThan(0);
  await answer.getByRole('button', { name: 'Copy code' }).click();
  await answer.getByRole('button', { name: 'Code copied' }).waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
    'pg_dump ironkeep > backup.sql\necho done',
  );
  await checkState(page, 'assistants, a Markdown answer rendered');
  expect(errors).toEqual([]);
});

it('a hostile answer renders inert: no image, no script, no javascript: link', async () => {
  const chat = page.locator('#chat-chat');
  gpu.answer = HOSTILE;
  const composer = chat.getByRole('textbox', { name: 'Your question' });
  await composer.fill('Show me a picture');
  await composer.press('Enter');
  const answer = chat.locator('[data-role="assistant"]').last();
  await answer.getByText('Look:').waitFor(SLOW);
  await chat.getByRole('button', { name: 'Send' }).waitFor(SLOW);

  expect(await answer.locator('img, script, iframe').count()).toBe(0);
  const hrefs = await answer
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
  const clickMe = answer.getByText('click me');
  if (await clickMe.count()) await clickMe.click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
  await context.close();
});
