import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from './a11y';
import { register, signIn, uniqueName } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, uniqueSuffix, type Viewport } from './journey';

// Issue 34 item 11, the plans as a customer reads them, at 1280 and 390 px: Enterprise licenses
// IronKeep Local for more users than Professional; the confirm step says how payment happens
// with the built-in billing provider (the browser run's backend has no Stripe); the licence's
// "Valid until", a week after the trial ends, says why.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as [string, Viewport][])('at %s px', (_width, viewport) => {
  it('pricing, the confirm step and the licence say what the plan grants and how it is paid', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    const who = await register(page.context(), baseUrl, uniqueName('plans'));
    await signIn(page, baseUrl, who);
    await gotoHydrated(page, `${baseUrl}/pricing`);
    const plan = (id: string) => page.getByTestId(`plan-${id}`);
    await plan('enterprise').getByText('IronKeep Local license for 25 users').waitFor();
    await plan('professional').getByText('IronKeep Local license for 5 users').waitFor();
    await saveScreenshot(page, 'pricing', viewport.width);

    await page.getByRole('button', { name: 'Choose Professional' }).click();
    const suffix = uniqueSuffix();
    await page.getByLabel('Organization name').fill(`Plans Check ${suffix}`);
    await page.getByText(/is available/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    const terms = page.getByTestId('payment-terms');
    await terms.getByText(/No card or payment details are needed/).waitFor();
    const text = await terms.textContent();
    expect(text).toContain('billing is by invoice');
    expect(text).toContain('payable by bank transfer or purchase order');
    expect(text).not.toMatch(/then \$499\/month/);
    await saveScreenshot(page, 'confirm step, built-in billing', viewport.width);

    await page.getByRole('button', { name: 'Confirm and start trial' }).click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
    const trial = await page
      .getByText(/^Free trial until /)
      .first()
      .textContent();
    const trialEnd = /Free trial until (\w+ \d+, \d{4})/.exec(trial ?? '')?.[1];
    const validity = page.getByTestId('license-validity');
    await validity.waitFor();
    // The licence covers the trial and says so: a week after the period it was issued for.
    expect(await validity.textContent()).toContain(
      'one week after the period it was issued for ends (',
    );
    expect(await page.getByText(/^Valid until /).textContent()).toMatch(
      /Valid until \w+ \d+, \d{4}/,
    );
    expect(trialEnd).toBeDefined();
    expect(await validity.textContent()).toContain(`(${trialEnd})`);
    await saveScreenshot(page, 'licence validity', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });
});
