import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { apiCall, register, signIn, signInWithForm, uniqueName } from './accounts';
import { checkState } from './a11y';
import { launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, type Viewport } from './journey';

// Issue 33: the usage screen, reached by clicking from the organization dashboard, and the admin
// panel's token usage table, at both widths. The journey with counted calls needs the inference
// gateway (issue 32) to make them; this file covers what a new organization and an admin see.

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A signed-in owner of a fresh Starter organization, on /customer-dashboard. */
async function newOwner(
  viewport: Viewport,
): Promise<{ page: Page; context: BrowserContext; errors: Error[]; org: string }> {
  const { page, context, errors } = await openPage(browser, { viewport, clipboardFor: baseUrl });
  const who = await register(context, baseUrl, uniqueName('use'));
  await signIn(page, baseUrl, who);
  const org = `Usage ${who.username}`;
  await apiCall(context.request, baseUrl, 'POST', '/api/billing/subscribe', {
    planId: 'starter',
    organizationName: org,
    slug: who.username.replace(/_/g, '-'),
  });
  return { page, context, errors, org };
}

for (const viewport of [DESKTOP, PHONE]) {
  it(`an owner clicks from the dashboard to Usage and learns how to make a first call (${viewport.width} px)`, async () => {
    const { page, context, errors, org } = await newOwner(viewport);
    await page.goto(`${baseUrl}/customer-dashboard`);
    await page.getByRole('heading', { name: org }).waitFor();
    await page.getByRole('link', { name: 'Usage', exact: true }).click();
    await page.waitForURL(`${baseUrl}/usage`);
    await page.getByRole('heading', { name: 'Usage', level: 1 }).waitFor();

    await expect(page.getByTestId('tokens-used').textContent()).resolves.toBe('0');
    await expect(
      page
        .getByRole('progressbar', { name: 'Tokens used this month' })
        .getAttribute('aria-valuenow'),
    ).resolves.toBe('0');
    await page.getByText('of 5M tokens').waitFor();
    await page.getByText('No usage yet').waitFor();
    await checkState(page, 'usage, no calls yet', [viewport]);
    const curl = page.getByLabel('curl command');
    await expect(curl.textContent()).resolves.toContain(`curl ${baseUrl}/api/v1/chat/completions`);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(
      '-H "Authorization: Bearer $IRONKEEP_TOKEN"',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(
      false,
    );
    await expect(
      page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'),
    ).resolves.toMatch(
      /^\/api\/organizations\/usage\/export\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );
    // Reached from the organization's page, the back link returns there (issue 34).
    await page.getByRole('link', { name: 'Back to Organization' }).click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

it('an admin sets an organization’s token allowance from the admin panel, on a phone', async () => {
  const owner = await newOwner(DESKTOP);
  await owner.context.close();
  const { page, context, errors } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/auth`);
  await signInWithForm(page, admin);
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.goto(`${baseUrl}/admin`);
  const section = page.locator('#organization-usage');
  await section.getByRole('heading', { name: 'Token usage' }).waitFor();
  await section.getByRole('button', { name: `Set allowance of ${owner.org}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Tokens a month').fill('lots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Enter a whole number of tokens').waitFor();
  await checkState(page, 'admin, token allowance dialog with an error');
  await dialog.getByLabel('Tokens a month').fill('1,000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${owner.org}: 1,000 tokens a month.`).first().waitFor();
  await section.getByText('0 of 1K (0%)').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

/** 30 days of calls as GET /api/organizations/usage answers them (the gateway makes real ones). */
function report(groupBy: string, series: object[]) {
  const sums = { requests: 9303, promptTokens: 14_413_975, completionTokens: 7_783_542 };
  return {
    from: series.length ? '2026-03-01' : '2026-03-01',
    to: '2026-03-30',
    groupBy,
    scope: 'organization',
    totals: {
      ...sums,
      totalTokens: 22_197_517,
      estimatedRequests: 3,
      failedRequests: 12,
      cancelledRequests: 4,
    },
    series,
    allowance: {
      limitTokens: 25_000_000,
      usedTokens: 20_257_745,
      remainingTokens: 4_742_255,
      resetsAt: '2026-04-01T00:00:00.000Z',
    },
  };
}
const item = (key: string, prompt: number, completion: number, requests = 100) => ({
  key,
  label: key,
  requests,
  promptTokens: prompt,
  completionTokens: completion,
  totalTokens: prompt + completion,
  estimatedRequests: 0,
  failedRequests: 0,
  cancelledRequests: 0,
});

it('the usage screen with a month of calls reads well at both widths (chart, bar, tables)', async () => {
  const { page, context, errors } = await newOwner(DESKTOP);
  const days = Array.from({ length: 30 }, (_, i) =>
    item(
      `2026-03-${String(i + 1).padStart(2, '0')}`,
      300_000 + 20_000 * (i % 7),
      150_000 + 9_000 * (i % 5),
    ),
  );
  const answers: Record<string, object> = {
    day: report('day', days),
    model: report('model', [
      item('llama3.1:70b', 11_793_251, 5_634_550),
      item('mistral:7b', 1_048_290, 786_217),
    ]),
    member: report('member', [
      item('dana_owner', 9_000_000, 4_000_000),
      item('sam_analyst', 5_413_975, 3_783_542),
    ]),
    team: report('team', [
      item('Radiology', 9_000_000, 4_000_000),
      item('In no team', 5_413_975, 3_783_542),
    ]),
  };
  // The chart split by model: each day's tokens in five parts (the last one "other").
  const splitDays = days.map((day) => {
    const parts = [0.5, 0.2, 0.12, 0.1].map((share) => Math.round(day.totalTokens * share));
    return { ...day, parts: [...parts, day.totalTokens - parts.reduce((a, b) => a + b, 0)] };
  });
  const splits = ['llama3.1:70b', 'mistral:7b', 'qwen2.5:14b', 'gemma2:9b', '3 others'].map(
    (label, i) => ({ key: i === 4 ? 'other' : label, label, totalTokens: 1_000_000 * (5 - i) }),
  );
  await page.route('**/api/organizations/usage?groupBy=*', (route) => {
    const query = new URL(route.request().url()).searchParams;
    if (query.get('splitBy')) {
      return route.fulfill({
        json: { ...report('day', splitDays), splitBy: query.get('splitBy'), splits },
      });
    }
    return route.fulfill({ json: answers[query.get('groupBy')!] });
  });
  await page.route('**/api/organizations/usage/allowance', (route) =>
    route.fulfill({
      json: {
        ...report('day', []).allowance,
        notices: [{ threshold: 80, createdAt: '2026-03-25T09:00:00.000Z' }],
      },
    }),
  );
  await page.goto(`${baseUrl}/customer-dashboard`);
  await page.getByRole('link', { name: 'Usage', exact: true }).click();
  await page.getByTestId('usage-chart').locator('svg.recharts-surface').first().waitFor();
  await page.getByRole('table', { name: 'Usage by model' }).waitFor();
  await checkState(page, 'usage, a month of calls near the allowance');
  await page.getByRole('tab', { name: 'By member' }).click();
  await page.getByRole('cell', { name: 'sam_analyst' }).first().waitFor();
  await checkState(page, 'usage, by member');
  await page.getByRole('tab', { name: 'By team' }).click();
  await page.getByRole('cell', { name: 'Radiology' }).first().waitFor();
  await page.getByLabel('Split by').selectOption({ label: 'Model' });
  await page.getByText(/Largest: llama3\.1:70b 5,000,000, /).waitFor();
  await page.locator('.recharts-legend-item', { hasText: '3 others' }).waitFor();
  await checkState(page, 'usage, the chart split by model, by team');
  expect(errors).toEqual([]);
  await context.close();
});
