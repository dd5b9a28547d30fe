import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  answerWords,
  type InferenceServer,
  startInferenceServer,
} from '../../backend/test/fake-inference-servers';
import { apiCall, register, signIn, uniqueName } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { openPage, PHONE } from './journey';

// Issue 42 items 3 and 8: the member's chat controls against a local OpenAI-compatible fake that
// really streams, word by word: Stop (the partial answer stays, marked stopped, and the upstream
// request is closed), Regenerate, Edit and resend; the composer is in view at 1280×800 and
// 390×844 without scrolling.

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/ironkeep-assistants';
const SLOW = { timeout: 30_000 };
const LAPTOP = { width: 1280, height: 800 };

let browser: Browser;
let gpu: InferenceServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  gpu = await startInferenceServer({ name: 'gpu', model: 'llama3.1:8b' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await gpu?.stop();
});

const call = (context: BrowserContext, method: 'post' | 'put', path: string, data: object) =>
  apiCall(context.request, baseUrl, method.toUpperCase(), path, data);

it('a member stops an answer, regenerates it, and edits and resends the question', async () => {
  const { page, context, errors } = await openPage(browser, { viewport: LAPTOP });
  const owner = await register(context, baseUrl, uniqueName('ctl'));
  await signIn(page, baseUrl, owner);
  await call(context, 'post', '/api/billing/subscribe', {
    planId: 'starter',
    organizationName: `Acme ${owner.username}`,
    slug: owner.username.replace(/_/g, '-'),
  });
  await call(context, 'post', '/api/servers', {
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

  await gotoHydrated(page, `${baseUrl}/assistants`);
  await page.getByTestId('chat-picker').click();
  await page.getByRole('menuitemradio', { name: 'Operations Manager' }).click();
  const chat = page.locator('#deploy-chat');
  const composer = chat.getByRole('textbox', { name: 'Your question' });
  // In view without scrolling, at both sizes.
  for (const viewport of [PHONE, LAPTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/controls-empty-${viewport.width}.png` });
    const box = (await composer.boundingBox())!;
    expect(box.y + box.height, `composer at ${viewport.width} px`).toBeLessThanOrEqual(
      viewport.height,
    );
  }
  await page.setViewportSize(LAPTOP);

  // A long, slow answer: Stop keeps what arrived, marked stopped, and closes the upstream call.
  gpu.words = 60;
  gpu.chunkDelayMs = 150;
  const words = answerWords('gpu', 60);
  await composer.fill('How do I back up and restore IronKeep?');
  await composer.press('Enter');
  const answers = chat.locator('[data-role="assistant"]');
  await answers.getByText(/gpu-3 /).waitFor(SLOW);
  await chat.getByRole('button', { name: 'Stop' }).click();
  await chat.getByTestId('answer-stopped').waitFor();
  const partial = (await answers.last().innerText()).trim();
  expect(partial).toContain('gpu-0');
  expect(partial).not.toContain(words.at(-1)!.trim());
  await expect.poll(() => gpu.calls.at(-1)?.abortedEarly, SLOW).toBe(true);
  await page.screenshot({ path: `${SHOTS}/controls-stopped-1280.png` });

  // Regenerate: the same question once more; the stopped answer is replaced.
  gpu.words = 5;
  gpu.chunkDelayMs = 20;
  const whole = answerWords('gpu', 5).join('').trim();
  const before = gpu.calls.length;
  await chat.getByRole('button', { name: 'Regenerate answer' }).click();
  await answers.getByText(whole).waitFor(SLOW);
  await chat.getByRole('button', { name: 'Send' }).waitFor();
  expect(await answers.count()).toBe(1);
  expect(await chat.getByTestId('answer-stopped').count()).toBe(0);
  expect(gpu.calls.length).toBe(before + 1);
  const regenerated = gpu.calls.at(-1)!.body as { messages: { content: string }[] };
  expect(regenerated.messages.at(-1)!.content).toBe('How do I back up and restore IronKeep?');

  // Edit and resend: the question is replaced, and so is everything after it.
  await chat.getByRole('button', { name: 'Edit' }).click();
  const edit = chat.getByRole('textbox', { name: 'Edit your question' });
  await edit.fill('How often should backups run?');
  await chat.getByRole('button', { name: 'Save and resend' }).click();
  await chat.getByText('How often should backups run?', { exact: true }).waitFor();
  await answers.getByText(whole).waitFor(SLOW);
  await chat.getByRole('button', { name: 'Send' }).waitFor();
  const questions = chat.locator('[data-role="user"]');
  expect(await questions.allInnerTexts()).toEqual([
    expect.stringContaining('How often should backups run?'),
  ]);
  expect(await answers.count()).toBe(1);
  const edited = gpu.calls.at(-1)!.body as { messages: { content: string }[] };
  expect(edited.messages.at(-1)!.content).toBe('How often should backups run?');

  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/controls-answered-${viewport.width}.png` });
  }
  expect(errors).toEqual([]);
  await context.close();
});
