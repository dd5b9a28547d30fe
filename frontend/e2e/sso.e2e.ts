import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState } from './a11y';
import { gotoHydrated } from './browser';
import { startJourney } from './journey';

// Single sign-on through a real OpenID provider (oidc-provider, started by global-setup.ts): the
// button on /auth, the provider's sign-in page, and back to /dashboard with the role the
// provider's groups map to (OIDC_MANAGER_VALUES). A refused attempt lands on /auth with words.
const baseUrl = inject('baseUrl');
const sso = inject('sso');
let browser: Browser;
let page: Page;
let errors: Error[];

beforeAll(async () => {
  ({ browser, page, errors } = await startJourney());
});
afterAll(() => browser?.close());

it('signs in through the identity provider and lands on /dashboard as a manager', async () => {
  await gotoHydrated(page, `${baseUrl}/auth`);
  const button = page.getByRole('link', { name: `Sign in with ${sso.label}` });
  await button.waitFor();
  await checkState(page, 'auth with single sign-on');
  await button.click();

  // The provider's own page, on its own origin.
  await page.getByLabel('Login name').fill(sso.login);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByText(`Welcome back, ${sso.login}!`).waitFor();
  // /admin lets managers and admins in (a plain user is sent back to /dashboard).
  await page.goto(`${baseUrl}/admin`);
  await page.getByText(`Logged in as ${sso.login}`).waitFor();
  const me = await page.evaluate(() => fetch('/api/auth/me').then((res) => res.json()));
  expect(me.user).toMatchObject({ username: sso.login, role: 'manager' });
  expect(errors).toEqual([]);
});

it('lands on /auth with a clear message when the attempt cannot be checked', async () => {
  await page.context().clearCookies();
  // A callback this browser never started (no state cookie): a stale tab or a forged link.
  await page.goto(`${baseUrl}/api/auth/oidc/callback?code=forged&state=forged`);
  await page.waitForURL(`${baseUrl}/auth?error=sso_state`);
  await page
    .getByRole('alert')
    .getByText('Your single sign-on attempt expired or was started in another browser.', {
      exact: false,
    })
    .waitFor();
  await checkState(page, 'auth, single sign-on failed');
  expect(errors).toEqual([]);
});
