import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser, watchPageErrors } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // After logout, /dashboard asks who is signed in and is told 401 (then sends us to /auth).
  pageErrors = watchPageErrors(page, [{ request: '/api/auth/me', status: 401 }]);
});
afterAll(() => browser?.close());

it('registers, signs in, sees the dashboard, and logs out to the home page', async () => {
  const username = `journey_${Date.now().toString(36)}`;
  const password = 'correct-horse-battery';

  await gotoHydrated(page, `${baseUrl}/`);
  await expect.poll(() => page.title()).toMatch(/IronKeep/);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Radix renders the toast and a screen-reader announcement of it.
  await page.getByText('Account Created!').first().waitFor();

  // Registration switches to Sign In with the username filled in.
  expect(await page.locator('#login-username').inputValue()).toBe(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await page.getByText(`Welcome back, ${username}!`).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await page.getByText('All systems operational').waitFor();
  await page.screenshot({ path: '/tmp/ironkeep-dashboard.png' });

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/`);

  // The session is gone on the server: the dashboard sends us to sign in.
  await gotoHydrated(page, `${baseUrl}/dashboard`);
  await page.waitForURL(`${baseUrl}/auth`);
  expect(pageErrors).toEqual([]);
});

it('shows the not-found screen, marked noindex, for an unknown path', async () => {
  await gotoHydrated(page, `${baseUrl}/no-such-page`);
  await page
    .getByText(/can.t be found|cannot be found|could not be found/i)
    .first()
    .waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
});
