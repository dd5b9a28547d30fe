import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { signInWithForm } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, newContext, PHONE } from './journey';

// The site header shows who is signed in on every page (issue 15), at no cost to anonymous
// visitors: no request, no console error. / is a static page (src/site-main.ts fills the header in);
// /settings and /monitoring are the app's.
const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Console errors, page errors and /api/auth/me requests of one page. */
function watch(page: Page) {
  const problems: string[] = [];
  const sessionChecks: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/me') sessionChecks.push(request.url());
  });
  return { problems, sessionChecks };
}

/** Waits until the browser has been idle, when the header's session check would have run. */
const afterIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

it('signed out: / shows "Sign in", asks nothing and logs no console error', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  const { problems, sessionChecks } = watch(page);
  await gotoHydrated(page, `${baseUrl}/`);
  await afterIdle(page);
  await page.waitForLoadState('networkidle');
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Sign in' }).waitFor();
  expect(await header.getByRole('button', { name: 'Logout' }).count()).toBe(0);
  expect(sessionChecks).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

it('signed in: /, /settings and /monitoring headers show the username and Logout', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { problems } = watch(page);
  await gotoHydrated(page, `${baseUrl}/auth`);
  await signInWithForm(page, admin);
  await page.waitForURL(`${baseUrl}/dashboard`);

  for (const path of ['/', '/settings', '/monitoring']) {
    await gotoHydrated(page, `${baseUrl}${path}`);
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByText(admin.username, { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await header.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
  }

  // Phone width: the name in the bar, Dashboard and Logout in the menu.
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `${baseUrl}/`);
  const bar = page.getByRole('banner');
  await bar.getByRole('link', { name: `Signed in as ${admin.username}` }).waitFor();
  await bar.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Logout' }).waitFor();

  // Logout from the menu: / loads afresh, signed out, and it stays so on the next load.
  const reloaded = page.waitForEvent('load');
  await sheet.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  expect(page.url()).toBe(`${baseUrl}/`);
  await gotoHydrated(page, `${baseUrl}/`);
  await page.setViewportSize(DESKTOP);
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Sign in' }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
