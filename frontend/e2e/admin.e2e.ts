import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { PASSWORD, register, signInWithForm, uniqueName } from './accounts';
import { launchBrowser } from './browser';
import { openPage } from './journey';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const managerName = uniqueName('mgr');
const userName = uniqueName('usr');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Two plain accounts, registered through the API like any visitor would.
  const setup = await browser.newContext();
  for (const username of [managerName, userName]) await register(setup, baseUrl, username);
  await setup.close();
});
afterAll(() => browser?.close());

/** A new visitor signing in on /auth; the sign-in leads to /dashboard. */
async function signIn(
  username: string,
  password = PASSWORD,
): Promise<{ page: Page; errors: Error[] }> {
  const { page, errors } = await openPage(browser);
  await page.goto(`${baseUrl}/auth`);
  await signInWithForm(page, { username, password });
  await page.waitForURL(`${baseUrl}/dashboard`);
  return { page, errors };
}

it('an admin promotes a user to manager, then reads live figures on /monitoring', async () => {
  const { page, errors } = await signIn(admin.username, admin.password);
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  await page.getByText(`Logged in as ${admin.username}`).waitFor();
  await page.getByText('Level 3').waitFor();

  await page.getByRole('button', { name: 'Manage Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(managerName);
  const role = page.getByRole('combobox', { name: `Role of ${managerName}` });
  await role.selectOption('manager');
  await page.getByText('User role updated successfully').first().waitFor();
  await expect.poll(() => role.inputValue()).toBe('manager');

  await page.getByRole('link', { name: 'System Monitoring' }).click();
  await page.waitForURL(`${baseUrl}/monitoring`);
  await page.getByText('System Performance').waitFor();
  await page.getByText(/^(Healthy|Degraded)$/).waitFor();
  // Live figures: this journey alone has made requests and signed in.
  const row = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=../dd');
  expect(Number((await row('Total Requests').innerText()).replace(/,/g, ''))).toBeGreaterThan(0);
  expect(Number(await row('Total Logins').innerText())).toBeGreaterThan(0);
  expect(Number(await row('Active Sessions').innerText())).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/ironkeep-monitoring.png', fullPage: true });
  expect(errors).toEqual([]);
  await page.context().close();
});

it('the new manager sees /admin without Admin Actions and is sent away from /monitoring', async () => {
  const { page, errors } = await signIn(managerName);
  await page.goto(`${baseUrl}/admin`);
  await page.getByText(`Logged in as ${managerName}`).waitFor();
  await page.getByText('My Permissions').waitFor();
  await page.getByText('roles:read').first().waitFor();
  expect(await page.getByText('Admin Actions').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Manage Users' }).count()).toBe(0);

  await page.goto(`${baseUrl}/monitoring`);
  await page.waitForURL(`${baseUrl}/dashboard`);
  expect(errors).toEqual([]);
  await page.context().close();
});

it('a plain user is redirected from /admin to /dashboard', async () => {
  const { page, errors } = await signIn(userName);
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(`${baseUrl}/dashboard`);
  expect(errors).toEqual([]);
  await page.context().close();
});
