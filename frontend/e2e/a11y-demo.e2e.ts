import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, dismissToasts, holdToasts } from './a11y';
import { gotoHydrated, watchPageErrors } from './browser';
import { openPage, startJourney } from './journey';

// Accessibility gate for the demo (landing, unified screen with every tour step, the single
// assistants), /download and /local-chat, signed out, at 1280 and 390 px.
const baseUrl = inject('baseUrl');
const localServiceUrl = inject('localServiceUrl');
const ANSWER = { timeout: 30_000 };
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: Error[];

beforeAll(async () => {
  ({ browser, context, page, errors } = await startJourney({
    // The failed-answer state is made by answering the stream with a 500.
    expected: [{ request: /\/api\/demo\/ai\/deploy\/stream$/, status: 500 }],
  }));
});
afterAll(() => browser?.close());

it('/demo landing and /demo/enhanced (the unified screen under its other path)', async () => {
  await gotoHydrated(page, `${baseUrl}/demo`);
  await checkState(page, 'demo landing');
  await gotoHydrated(page, `${baseUrl}/demo/enhanced`);
  await page.getByRole('tab', { name: 'Operations Manager' }).waitFor();
  await checkState(page, 'demo enhanced');
  expect(errors).toEqual([]);
});

it('/demo/unified: every step of the guided tour', async () => {
  const {
    context: tourContext,
    page: tourPage,
    errors: tourErrors,
  } = await openPage(browser, { tourSeen: false });
  await gotoHydrated(tourPage, `${baseUrl}/demo/unified?tour=1`);
  const tour = tourPage.getByRole('dialog', { name: 'Guided tour' });
  for (let step = 1; step <= 6; step += 1) {
    await tour.getByText(`Step ${step} of 6`).waitFor();
    await checkState(tourPage, `demo tour step ${step}`);
    if (step < 6) await tour.getByRole('button', { name: 'Continue' }).click();
  }
  await tour.getByRole('button', { name: 'Complete' }).click();
  expect(tourErrors).toEqual([]);
  await tourContext.close();
});

it('/demo/unified: an answer with sources, the monitor open, the other tab, a failed answer', async () => {
  await gotoHydrated(page, `${baseUrl}/demo/unified`);
  await checkState(page, 'demo unified, empty chat');

  await page.getByRole('button', { name: 'How is IronKeep priced?' }).click();
  const brain = page.locator('#brain-chat');
  await brain.getByTestId('message-sources').waitFor(ANSWER);
  await brain.getByText('high confidence').waitFor(ANSWER);
  await page.getByRole('button', { name: 'Show Monitor' }).click();
  await page.getByTestId('monitor-panel').waitFor();
  await checkState(page, 'demo unified, answer with sources, monitor open');

  await page.getByRole('tab', { name: 'Operations Manager' }).click();
  await page.route('**/api/demo/ai/deploy/stream', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
  );
  await page.locator('#deploy-chat').getByRole('textbox', { name: 'Your question' }).fill('Hi?');
  await page.locator('#deploy-chat').getByRole('button', { name: 'Send' }).click();
  await page.getByText('experiencing technical difficulties', { exact: false }).waitFor();
  await checkState(page, 'demo unified, operations tab, failed answer');
  await page.unroute('**/api/demo/ai/deploy/stream');
  expect(errors).toEqual([]);
});

it.each([
  ['compliance', 'SOC 2 Type II preparation checklist'],
  ['docs', 'Remote work policy details'],
  ['developer', 'API authentication methods'],
])('/demo/%s, empty and answered', async (path, question) => {
  await gotoHydrated(page, `${baseUrl}/demo/${path}`);
  await page.getByTestId('monitor-panel').waitFor();
  await checkState(page, `demo ${path}`);
  await page.getByRole('button', { name: question }).click();
  await page.getByTestId('message-sources').waitFor(ANSWER);
  await page.getByText(/(high|medium|low) confidence/).waitFor(ANSWER);
  await checkState(page, `demo ${path}, answered`);
  expect(errors).toEqual([]);
});

it('/download: empty, then a key that is not valid', async () => {
  await gotoHydrated(page, `${baseUrl}/download`);
  await page.getByRole('button', { name: 'Validate License' }).waitFor();
  await checkState(page, 'download');
  await page.getByLabel('License key').fill('NOT-A-KEY');
  await page.getByRole('button', { name: 'Validate License' }).click();
  await page.getByRole('alert').first().waitFor();
  await holdToasts(page);
  await checkState(page, 'download, invalid key');
  await dismissToasts(page);
  expect(errors).toEqual([]);
});

/** The local service at this run's address for it, answered here instead of by a real service. */
async function fakeLocalService(target: Page, mode: 'down' | 'unlicensed' | 'licensed') {
  await target.route(`${localServiceUrl}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (mode === 'down') return route.abort('connectionrefused');
    const json = (body: unknown) => route.fulfill({ json: body });
    if (pathname === '/health') return json(healthyService);
    if (pathname === '/license/verify' && mode === 'unlicensed') {
      return route.fulfill({ status: 400, json: { statusCode: 400, message: 'No licence key' } });
    }
    if (pathname === '/license/verify') return json(proLicense);
    if (pathname === '/sessions') return json({ sessions: [] });
    if (pathname === '/chat') {
      return json({ response: 'Everything stays on this machine.', timestamp: new Date() });
    }
    return route.fulfill({ status: 404, json: { statusCode: 404 } });
  });
}

it('/local-chat: service down, no licence, then a conversation', async () => {
  const down = await context.newPage();
  const downErrors = watchPageErrors(down, [
    { request: new RegExp(`^${localServiceUrl}/`) },
    // The page logs why it cannot reach the service (spec: errors go to the console).
    { console: 'License check failed' },
    { console: 'Could not load sessions' },
  ]);
  await down.addInitScript(() => localStorage.setItem('ironkeep.licenseKey', 'IRON-PRO-abc'));
  await fakeLocalService(down, 'down');
  await gotoHydrated(down, `${baseUrl}/local-chat`);
  await down.getByText('Offline', { exact: true }).waitFor();
  // The note above the chat, once the page knows why (issue 34).
  await down.getByText(/Nothing answered at/).waitFor();
  await checkState(down, 'local chat, service down');
  expect(downErrors).toEqual([]);
  await down.close();

  const unlicensed = await context.newPage();
  const unlicensedErrors = watchPageErrors(unlicensed, [
    { request: '/license/verify', status: 400 },
    { console: 'License check failed' },
  ]);
  await unlicensed.addInitScript(() => localStorage.removeItem('ironkeep.licenseKey'));
  await fakeLocalService(unlicensed, 'unlicensed');
  await gotoHydrated(unlicensed, `${baseUrl}/local-chat`);
  await unlicensed.getByText('Not Licensed').first().waitFor();
  await checkState(unlicensed, 'local chat, not licensed');
  expect(unlicensedErrors).toEqual([]);
  await unlicensed.close();

  const up = await context.newPage();
  const upErrors = watchPageErrors(up);
  await up.addInitScript(() => localStorage.setItem('ironkeep.licenseKey', 'IRON-PRO-abc'));
  await fakeLocalService(up, 'licensed');
  await gotoHydrated(up, `${baseUrl}/local-chat`);
  await up.getByText('Online', { exact: true }).waitFor();
  const box = up.getByRole('textbox', { name: 'Message' });
  await box.fill('Where does my data go?');
  await box.press('Enter');
  await up.getByText('Everything stays on this machine.').waitFor();
  await checkState(up, 'local chat, conversation');
  expect(upErrors).toEqual([]);
  await up.close();
});

const healthyService = {
  status: 'ok',
  version: '0.1.0',
  model: 'mistral:7b',
  runtime: { name: 'Ollama', url: 'http://localhost:11434', reachable: true, modelAvailable: true },
  memory: { kind: 'sqlite', ok: true },
};
const proLicense = {
  valid: true,
  tier: 'pro',
  maxUsers: 5,
  features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  organization: 'Acme Health',
  expiresAt: '2099-03-01T00:00:00.000Z',
  licenseId: '2f1c7c1e-6a53-4a55-9b1e-0d7d8c7d3b11',
};
