import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openPage, startJourney } from './journey';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  // The first journey is the tour that opens on a first visit.
  ({ browser, page, errors: pageErrors } = await startJourney({ tourSeen: false }));
});
afterAll(() => browser?.close());

const ANSWER_TIMEOUT = { timeout: 30_000 };

it('runs the guided tour to the end on the first visit, trying the assistant', async () => {
  await page.goto(`${baseUrl}/demo/unified`);
  const tour = page.getByRole('dialog', { name: 'Guided tour' });
  await tour.getByText('Step 1 of 6').waitFor();
  await tour.getByRole('button', { name: 'Continue' }).click();
  await tour.getByText('Step 2 of 6').waitFor();
  await tour.getByRole('button', { name: 'Try This Feature' }).click();
  // The canned question is sent to the brain tab and answered from the corpus.
  const brainChat = page.locator('#brain-chat');
  await brainChat.getByText('How does IronKeep protect and secure our data?').waitFor();
  await brainChat.getByTestId('message-sources').waitFor(ANSWER_TIMEOUT);
  await brainChat
    .getByText('Security Model: How IronKeep Protects and Secures Your Data')
    .first()
    .waitFor();
  for (const step of [3, 4, 5, 6]) {
    await tour.getByRole('button', { name: 'Continue' }).click();
    await tour.getByText(`Step ${step} of 6`).waitFor();
    if (step === 4) await page.getByTestId('monitor-panel').waitFor();
  }
  await tour.getByRole('button', { name: 'Complete' }).click();
  await tour.waitFor({ state: 'detached' });
  // Seen: a reload does not open it again.
  await page.reload();
  await page.getByText('Live Demo').waitFor();
  expect(await page.getByRole('dialog', { name: 'Guided tour' }).count()).toBe(0);
});

it('asks a sample question in /demo/unified and sees the streamed answer with sources', async () => {
  await page.goto(`${baseUrl}/demo/unified`);
  await page.getByRole('button', { name: 'How is IronKeep priced?' }).click();
  const chat = page.locator('#brain-chat');
  await chat
    .getByText('Thinking...')
    .or(chat.getByText('Plans and Prices', { exact: false }).first())
    .first()
    .waitFor();
  await chat.getByTestId('message-sources').waitFor(ANSWER_TIMEOUT);
  await chat.getByText('Plans and Prices: How IronKeep Is Priced').last().waitFor();
  await chat.getByText('high confidence').waitFor();
  expect(await chat.getByText('public price list', { exact: false }).count()).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/ironkeep-demo-unified.png' });

  await page.getByRole('tab', { name: 'Operations Manager' }).click();
  await page.getByRole('button', { name: 'How do I deploy IronKeep on Kubernetes?' }).waitFor();
});

it('lets the page ask for the microphone, and says so when the browser refuses it', async () => {
  await page.goto(`${baseUrl}/demo/unified`);
  // The site's Permissions-Policy allows the microphone to its own pages (voice input, spec).
  expect(
    await page.evaluate(() =>
      (
        document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }
      ).featurePolicy?.allowsFeature('microphone'),
    ),
  ).toBe(true);
  // This browser grants no microphone: recognition fails with not-allowed, and the user is told.
  await page.locator('#brain-chat').getByRole('button', { name: 'Voice input' }).click();
  await page.getByText('Voice input unavailable', { exact: true }).waitFor();
  await page
    .getByText(
      "The microphone is blocked for this site. Allow it in your browser's site settings, then try again.",
      { exact: true },
    )
    .waitFor();
});

it.each([
  ['compliance', 'Compliance Assistant', 'SOC 2 Type II preparation checklist'],
  ['docs', 'Internal Documentation', 'Remote work policy details'],
  ['developer', 'Developer Assistant', 'API authentication methods'],
])(
  'opens /demo/%s with its chat, status, four questions and monitor',
  async (path, title, first) => {
    await page.goto(`${baseUrl}/demo/${path}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText('Assistant Status').waitFor();
    await page.getByTestId('monitor-panel').waitFor();
    await page.getByRole('button', { name: first }).waitFor();
    const questions = page.getByTestId('sample-questions').getByRole('button');
    expect(await questions.count()).toBe(4);
    if (path === 'developer') {
      await page.getByRole('button', { name: first }).click();
      await page.getByTestId('message-sources').waitFor(ANSWER_TIMEOUT);
      await page.locator('pre code').first().waitFor();
    }
    expect(pageErrors).toEqual([]);
  },
);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Issue 26: the floating "Private & Secure" badge sat over the chat input at 1280×800.
it.each([
  [1280, 800],
  [1024, 768],
  [390, 844],
])('the Private & Secure badge never covers the chat input at %i×%i', async (width, height) => {
  const { context, page: sized } = await openPage(browser, { viewport: { width, height } });
  await sized.goto(`${baseUrl}/demo/unified`);
  const composer = sized.locator('#brain-chat form');
  await composer.waitFor();
  const badge = sized.getByTestId('private-secure-badge');
  const scrollHeight = await sized.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= scrollHeight; y += 100) {
    await sized.evaluate((top) => window.scrollTo(0, top), y);
    const [form, seal] = await Promise.all([composer.boundingBox(), badge.boundingBox()]);
    if (form && seal) expect(overlaps(form, seal), `scrolled to ${y}`).toBe(false);
  }
  await context.close();
});
