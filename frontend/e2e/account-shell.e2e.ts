import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, holdRequests } from './a11y';
import { apiCall, longestName, register, signIn, uniqueName, type Credentials } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, type Viewport } from './journey';

// Issue 34, the signed-in shell: every account page in one frame (the site header with the
// account corner, the phone menu, the footer), back links to where the user came from, a header
// that never offers "Sign in" to a signed-in browser, the "Logged Out" toast after Logout's
// reload, a signed-out visit whose requests all finish, Settings' tabs at 390 px, a failing
// server's one message. Each at 1280 and 390 px.

const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A JSON call with the session's CSRF token (e2e/accounts.ts). */
const call = (request: APIRequestContext, method: string, path: string, data?: object) =>
  apiCall(request, baseUrl, method, path, data);

const UNREACHABLE = 'Unreachable box';

/** A signed-in owner of a Professional organization whose one AI server cannot be reached. */
async function newOwner(viewport: Viewport) {
  const opened = await openPage(browser, { viewport });
  const who: Credentials = await register(opened.context, baseUrl, uniqueName('shell'));
  await signIn(opened.page, baseUrl, who);
  const request = opened.context.request;
  await call(request, 'POST', '/api/billing/subscribe', {
    planId: 'professional',
    organizationName: `Shell ${who.username}`,
    slug: who.username.replace(/_/g, '-'),
  });
  await call(request, 'POST', '/api/servers', {
    name: UNREACHABLE,
    runtime: 'ollama',
    model: 'llama3.2',
    url: 'http://127.0.0.1:9',
  });
  return { ...opened, who };
}

const memberPages = [
  '/dashboard',
  '/customer-dashboard',
  '/settings',
  '/memory',
  '/knowledge',
  '/usage',
  '/billing',
];

/** The shell's header and footer on `page`, and the account corner for `viewport`. */
async function expectShell(page: Page, viewport: Viewport, accountPages: string[]) {
  const path = new URL(page.url()).pathname;
  await page.locator('[data-frame="account"]').waitFor();
  await page.getByRole('contentinfo').waitFor();
  const banner = page.getByRole('banner');
  expect(await banner.getByRole('link', { name: 'Sign in' }).count(), path).toBe(0);
  if (viewport === DESKTOP) {
    const nav = banner.getByRole('navigation', { name: 'Main' });
    // Every button of the bar is labelled in visible words (no icon-only buttons).
    for (const control of [
      nav.getByRole('link', { name: 'Dashboard', exact: true }),
      nav.getByRole('link', { name: 'Settings', exact: true }),
      nav.getByRole('button', { name: 'Logout' }),
    ]) {
      await control.waitFor();
      expect((await control.boundingBox())?.width ?? 0, path).toBeGreaterThan(70);
    }
    return;
  }
  await banner.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Home', 'Enterprise', 'Pricing', 'Solutions', 'Blog', ...accountPages]) {
    await menu.getByRole('link', { name, exact: true }).waitFor();
  }
  await menu.getByRole('button', { name: 'Logout' }).waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

for (const viewport of [DESKTOP, PHONE]) {
  const width = `${viewport.width} px`;

  it(`every member page has the one shell: header, menu and footer (${width})`, async () => {
    const { page, context, errors } = await newOwner(viewport);
    for (const path of memberPages) {
      await gotoHydrated(page, `${baseUrl}${path}`);
      await expectShell(page, viewport, ['Dashboard', 'Organization', 'Billing', 'Settings']);
    }
    await gotoHydrated(page, `${baseUrl}/dashboard`);
    await page.getByText(/^Welcome back/).waitFor();
    await checkState(page, 'dashboard in the account shell', [viewport]);
    if (viewport === PHONE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await checkState(page, 'account shell, phone menu open', [viewport]);
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`the admin pages have the same shell (${width})`, async () => {
    const { page, context, errors } = await openPage(browser, { viewport });
    await signIn(page, baseUrl, admin);
    for (const path of ['/admin', '/monitoring']) {
      await gotoHydrated(page, `${baseUrl}${path}`);
      await expectShell(page, viewport, ['Dashboard', 'Admin', 'Monitoring', 'Settings']);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`back links go where the user came from (${width})`, async () => {
    const { page, context, errors } = await newOwner(viewport);
    const back = (name: string) => page.getByRole('link', { name: `Back to ${name}` });
    // Organization → Usage: back to the organization's page, not the other dashboard.
    await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
    await page.getByRole('link', { name: 'Usage', exact: true }).click();
    await page.waitForURL(`${baseUrl}/usage`);
    expect(await back('Organization').getAttribute('href')).toBe('/customer-dashboard');
    await back('Organization').click();
    await page.waitForURL(`${baseUrl}/customer-dashboard`);
    // Organization → Knowledge, the same.
    await page.getByRole('link', { name: 'Knowledge', exact: true }).click();
    await page.waitForURL(`${baseUrl}/knowledge`);
    expect(await back('Organization').getAttribute('href')).toBe('/customer-dashboard');
    // Dashboard → Settings: back to the dashboard.
    await gotoHydrated(page, `${baseUrl}/dashboard`);
    await page.getByText(/^Welcome back/).waitFor();
    await page.getByRole('link', { name: 'Account Settings' }).first().click();
    await page.waitForURL(`${baseUrl}/settings`);
    expect(await back('Dashboard').getAttribute('href')).toBe('/dashboard');
    await checkState(page, 'settings, reached from the dashboard', [viewport]);
    // Opened directly: the dashboard.
    await gotoHydrated(page, `${baseUrl}/billing`);
    expect(await back('Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`a signed-in browser's header never offers "Sign in", even before the session is known (${width})`, async () => {
    const { page, context, errors } = await newOwner(viewport);
    const release = await holdRequests(page, '/api/auth/me');
    await page.goto(`${baseUrl}/settings`);
    await page.locator('[data-site-header]').waitFor();
    await page.locator('[data-account-pending]').first().waitFor({ state: 'attached' });
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await release();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`Logout shows "Logged Out" on the page it reloads (${width})`, async () => {
    const { page, context, errors } = await newOwner(viewport);
    await gotoHydrated(page, `${baseUrl}/settings`);
    const reloaded = page.waitForEvent('load');
    if (viewport === DESKTOP) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Logout' })
        .click();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Logout' })
        .click();
    }
    await reloaded;
    expect(page.url()).toBe(`${baseUrl}/`);
    await page.getByText('Logged Out', { exact: true }).waitFor();
    await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
    await checkState(page, 'home after Logout, the Logged Out toast', [viewport]);
    // Shown once: the next page load has no toast.
    await gotoHydrated(page, `${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Logged Out', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`a signed-out visit to a protected page finishes all its requests (${width})`, async () => {
    const { page, context, errors } = await openPage(browser, {
      viewport,
      expected: [{ request: '/api/auth/me', status: 401 }],
    });
    const open = new Set<string>();
    page.on('request', (request) => open.add(`${request.method()} ${request.url()}`));
    const done = (request: { method(): string; url(): string }) =>
      open.delete(`${request.method()} ${request.url()}`);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(`${baseUrl}/settings`);
    await page.getByText('Access Denied').waitFor();
    await expect.poll(() => [...open]).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`Settings' tabs fill their rows, and a failing server says so in one message (${width})`, async () => {
    const { page, context, errors } = await newOwner(viewport);
    await gotoHydrated(page, `${baseUrl}/settings`);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.first().waitFor();
    const rows = new Map<number, string[]>();
    for (const tab of await tabs.all()) {
      const top = Math.round((await tab.boundingBox())?.y ?? -1);
      rows.set(top, [...(rows.get(top) ?? []), await tab.innerText()]);
    }
    for (const row of rows.values()) expect(row.length, row.join(', ')).toBeGreaterThan(1);
    await checkState(page, 'settings tabs', [viewport]);

    await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
    const card = page.getByTestId('server-card').filter({ hasText: UNREACHABLE });
    // The health checker runs every second in the browser run, and the page refreshes its
    // servers when their next check is due (get-my-subscription.ts).
    await card
      .getByTestId('health-check-time')
      .getByText(/^Failed .* · next check /)
      .waitFor({ timeout: 60_000 });
    expect(await card.getByText(/Checked again every/).count()).toBe(0);
    expect(await card.getByRole('button', { name: `Remove ${UNREACHABLE}` }).innerText()).toBe(
      'Remove',
    );
    await checkState(page, 'organization dashboard, a failing server', [viewport]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

it('the signed-in bar fits from 1024 px, where it replaces the phone menu, with a 50-character name', async () => {
  const { page, context, errors } = await openPage(browser, {
    viewport: { width: 1024, height: 800 },
  });
  const who = await register(context, baseUrl, longestName('wide'));
  await signIn(page, baseUrl, who);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).waitFor();
  const navBox = await nav.boundingBox();
  const logo = await page.locator('[data-site-header] a').first().boundingBox();
  expect(navBox && logo && navBox.x).toBeGreaterThanOrEqual((logo?.x ?? 0) + (logo?.width ?? 0));
  expect((navBox?.x ?? 0) + (navBox?.width ?? 0)).toBeLessThanOrEqual(1024);
  await checkState(page, 'dashboard at 1024 px, a 50-character name', [
    { width: 1024, height: 800 },
  ]);
  expect(errors).toEqual([]);
  await context.close();
});
