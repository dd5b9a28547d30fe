import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAccountWithForm, PASSWORD, uniqueName } from './accounts';
import { gotoHydrated } from './browser';
import { startJourney } from './journey';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  ({
    browser,
    page,
    errors: pageErrors,
  } = await startJourney({
    expected: [
      // After logout, /dashboard asks who is signed in and is told 401 (then sends us to /auth).
      { request: '/api/auth/me', status: 401 },
      // An unknown address answers 404 with the not-found page (issue 34).
      { request: '/no-such-page', status: 404 },
    ],
  }));
});
afterAll(() => browser?.close());

it('registers, signs in, sees the dashboard, and logs out to the home page', async () => {
  const username = uniqueName('journey');
  const password = PASSWORD;

  await gotoHydrated(page, `${baseUrl}/`);
  await expect.poll(() => page.title()).toMatch(/IronKeep/);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/auth`);
  await createAccountWithForm(page, { username, password });

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

it('shows the not-found screen, marked noindex, with HTTP 404, for an unknown path', async () => {
  const response = page.waitForResponse(`${baseUrl}/no-such-page`);
  await gotoHydrated(page, `${baseUrl}/no-such-page`);
  expect((await response).status()).toBe(404);
  await page
    .getByText(/can.t be found|cannot be found|could not be found/i)
    .first()
    .waitFor();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  expect(pageErrors).toEqual([]);
});
