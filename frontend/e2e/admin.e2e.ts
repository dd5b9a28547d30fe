import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, watchPageErrors } from './browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const PASSWORD = 'correct-horse-battery';
const suffix = Date.now().toString(36);
const managerName = `mgr_${suffix}`;
const userName = `usr_${suffix}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  // Two plain accounts, registered through the API like any visitor would.
  const setup = await browser.newContext();
  for (const username of [managerName, userName]) {
    const { token } = await (await setup.request.get(`${baseUrl}/api/csrf-token`)).json();
    const res = await setup.request.post(`${baseUrl}/api/auth/register`, {
      headers: { 'X-CSRF-Token': token },
      data: { username, password: PASSWORD },
    });
    expect(res.status()).toBe(201);
  }
  await setup.close();
});
afterAll(() => browser?.close());

async function signIn(
  username: string,
  password = PASSWORD,
): Promise<{ page: Page; errors: Error[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${baseUrl}/auth`);
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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

  await page.getByRole('button', { name: 'System Monitoring' }).click();
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
