import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, dismissToasts, failWith, holdRequests, holdToasts } from './a11y';
import { newContext, register, signIn, uniqueName, type Credentials } from './accounts';
import { gotoHydrated, launchBrowser, watchPageErrors } from './browser';

// Accessibility gate for the admin routes: /admin as an admin and as a manager, its Invoices
// section (loading, empty or listed, an open invoice's Mark as paid dialog, failed), /monitoring
// loading, loaded and unavailable, at 1280 and 390 px.
const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let page: Page;
let errors: Error[];
let manager: Credentials;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  manager = await register(context, baseUrl, uniqueName('a11y_mgr'));
  page = await context.newPage();
  // The failed state of /monitoring is made by answering its metrics with a 500.
  errors = watchPageErrors(page, [
    { request: '/api/monitoring/metrics', status: 500 },
    { request: '/api/admin/invoices', status: 500 },
  ]);
  await signIn(page, baseUrl, admin);
});
afterAll(() => browser?.close());

it('/admin as an admin: roles, another role’s permissions, Manage Users with a role changed', async () => {
  await gotoHydrated(page, `${baseUrl}/admin`);
  await page.getByText(`Logged in as ${admin.username}`).waitFor();
  await page.getByText('Level 3').waitFor();
  await checkState(page, 'admin panel');

  await page.getByRole('button', { name: 'Manage Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(manager.username);
  const role = page.getByRole('combobox', { name: `Role of ${manager.username}` });
  await role.selectOption('manager');
  await page.getByText('User role updated successfully').first().waitFor();
  await holdToasts(page);
  await checkState(page, 'admin manage users, role changed toast');
  await dismissToasts(page);
  expect(errors).toEqual([]);
});

it('/admin Invoices: loading, the real list, an open invoice’s confirmation, failed', async () => {
  await gotoHydrated(page, `${baseUrl}/admin`);
  const release = await holdRequests(page, '/api/admin/invoices');
  await page.getByRole('button', { name: 'Invoices' }).click();
  await page.getByText('Loading invoices...').first().waitFor();
  await checkState(page, 'admin invoices loading');
  await release();
  // The server's own list: empty unless another journey's trial has ended.
  await page
    .getByText(/^No open invoices$|^Page \d+ of \d+/)
    .first()
    .waitFor();
  await checkState(page, 'admin invoices');

  // An open built-in invoice, answered by the browser: periods end on the server's clock.
  const open = {
    id: '00000000-0000-4000-8000-0000000000a1',
    number: 'IK-202603-A11Y0001',
    planId: 'professional',
    planName: 'Professional',
    amount: 499,
    currency: 'usd',
    status: 'open',
    periodStart: '2026-03-15T00:00:00.000Z',
    periodEnd: '2026-04-15T00:00:00.000Z',
    dueAt: '2026-03-29T00:00:00.000Z',
    paidAt: null,
    hostedUrl: null,
    createdAt: '2026-03-15T00:00:00.000Z',
    provider: 'builtin',
    organization: { id: 'org-a11y', name: 'Acme Health Systems', slug: 'acme-health-systems' },
  };
  await page.route('**/api/admin/invoices*', (route) =>
    route.fulfill({
      json: { data: [open], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
    }),
  );
  await page.getByLabel('Status').selectOption('all');
  const markPaid = page.getByRole('button', { name: `Mark as paid: ${open.number}` });
  await markPaid.waitFor();
  await checkState(page, 'admin invoices, an open invoice');
  await markPaid.click();
  await page.getByRole('alertdialog', { name: 'Mark invoice as paid?' }).waitFor();
  await checkState(page, 'admin invoices, mark as paid dialog');
  await page.keyboard.press('Escape');
  await page.unroute('**/api/admin/invoices*');

  const recover = await failWith(page, '/api/admin/invoices');
  await page.getByLabel('Status').selectOption('paid');
  await page.getByText('Failed to load invoices.').waitFor();
  await checkState(page, 'admin invoices failed');
  await recover();
  expect(errors).toEqual([]);
});

it('/monitoring: loading, live figures, unavailable', async () => {
  const release = await holdRequests(page, '/api/monitoring/metrics');
  await page.goto(`${baseUrl}/monitoring`);
  await page.getByText('Loading system metrics...').first().waitFor();
  await checkState(page, 'monitoring loading');
  await release();
  await page.getByText('System Performance').waitFor();
  await page.getByText(/^(Healthy|Degraded)$/).waitFor();
  await checkState(page, 'monitoring');

  const recover = await failWith(page, '/api/monitoring/metrics');
  await page.reload();
  await page.getByText('Monitoring Unavailable').waitFor({ timeout: 30_000 });
  await checkState(page, 'monitoring unavailable');
  await recover();
  expect(errors).toEqual([]);
});

it('/admin as a manager: no Admin Actions', async () => {
  const context = await newContext(browser);
  const managerPage = await context.newPage();
  const managerErrors = watchPageErrors(managerPage);
  await signIn(managerPage, baseUrl, manager);
  await gotoHydrated(managerPage, `${baseUrl}/admin`);
  await managerPage.getByText(`Logged in as ${manager.username}`).waitFor();
  await managerPage.getByText('roles:read').first().waitFor();
  await checkState(managerPage, 'admin panel, manager');
  expect(managerErrors).toEqual([]);
  await context.close();
});
