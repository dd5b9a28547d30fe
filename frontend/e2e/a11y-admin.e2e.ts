import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, dismissToasts, failWith, holdRequests, holdToasts } from './a11y';
import { register, signIn, uniqueName, type Credentials } from './accounts';
import { gotoHydrated } from './browser';
import { DESKTOP, openPage, PHONE, startJourney } from './journey';
import { hasFocus, tabTo } from './keyboard';

// Accessibility gate for the admin routes: /admin as an admin and as a manager, its Invoices
// section (loading, empty or listed, an open invoice's Mark as paid dialog, failed), /monitoring
// loading, loaded and unavailable, the Audit log (entries, details, a filter, Verify integrity),
// at 1280 and 390 px; at 390 px the users and invoices are cards, used by keyboard.
const baseUrl = inject('baseUrl');
const admin = inject('admin');
let browser: Browser;
let page: Page;
let errors: Error[];
let manager: Credentials;

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

beforeAll(async () => {
  ({ browser, page, errors } = await startJourney({
    // The failed states of /monitoring and the invoices are made by answering with a 500.
    expected: [
      { request: '/api/monitoring/metrics', status: 500 },
      { request: '/api/admin/invoices', status: 500 },
    ],
  }));
  manager = await register(page.context(), baseUrl, uniqueName('a11y_mgr'));
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
  const { context, page: managerPage, errors: managerErrors } = await openPage(browser);
  await signIn(managerPage, baseUrl, manager);
  await gotoHydrated(managerPage, `${baseUrl}/admin`);
  await managerPage.getByText(`Logged in as ${manager.username}`).waitFor();
  await managerPage.getByText('roles:read').first().waitFor();
  await checkState(managerPage, 'admin panel, manager');
  expect(managerErrors).toEqual([]);
  await context.close();
});

it('/admin Audit log: entries, one opened, filtered, and Verify integrity', async () => {
  await gotoHydrated(page, `${baseUrl}/admin`);
  const section = page.locator('#audit-log');
  await section.getByText(/^Page \d+ of \d+/).waitFor();
  await section.locator('summary').first().click();
  await checkState(page, 'admin audit log');

  await section.getByLabel('Action', { exact: true }).selectOption({ label: 'Role Changed' });
  await section.getByRole('button', { name: 'Apply filters' }).click();
  await section
    .getByText(/ changed \S+'s role from user to manager$/)
    .first()
    .waitFor();
  await section.getByRole('button', { name: 'Verify integrity' }).click();
  await section.getByText(/^Integrity verified: /).waitFor();
  await checkState(page, 'admin audit log, filtered and verified');
  expect(errors).toEqual([]);
});

it('/admin at 390 px: users and invoices are cards, every action used by keyboard', async () => {
  const {
    context,
    page: phone,
    errors: phoneErrors,
  } = await openPage(browser, { viewport: PHONE });
  const someone = await register(context, baseUrl, uniqueName('a11y_card'));
  await signIn(phone, baseUrl, admin);
  await gotoHydrated(phone, `${baseUrl}/admin`);

  await phone.getByRole('button', { name: 'Manage Users' }).click();
  const search = phone.getByRole('searchbox', { name: 'Search users' });
  await search.fill(someone.username);
  const roles = phone.getByRole('combobox', { name: /^Role of / });
  await expect.poll(() => roles.count()).toBe(1);
  const users = phone.locator('#manage-users tbody tr');
  expect(await cardProblems(users)).toEqual([]);
  await search.focus();
  const role = phone.getByRole('combobox', { name: `Role of ${someone.username}` });
  await tabTo(phone, role);
  await phone.keyboard.press('ArrowDown');
  await phone.getByText('User role updated successfully').first().waitFor();
  await expect.poll(() => role.inputValue()).toBe('manager');
  await dismissToasts(phone);
  await role.focus();
  const deactivate = phone.getByRole('button', { name: `Deactivate ${someone.username}` });
  await tabTo(phone, deactivate);
  await phone.keyboard.press('Enter');
  await phone.getByRole('button', { name: `Activate ${someone.username}` }).waitFor();
  expect(await cardProblems(users)).toEqual([]);
  await dismissToasts(phone);

  await phone.route('**/api/admin/invoices*', (route) =>
    route.fulfill({
      json: { data: [open], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
    }),
  );
  await phone.getByRole('button', { name: 'Invoices' }).click();
  const markPaid = phone.getByRole('button', { name: `Mark as paid: ${open.number}` });
  await markPaid.waitFor();
  const invoices = phone.locator('#manage-invoices tbody tr');
  expect(await cardProblems(invoices)).toEqual([]);
  await phone.getByLabel('Status').focus();
  await tabTo(phone, markPaid);
  await phone.keyboard.press('Enter');
  await phone.getByRole('alertdialog', { name: 'Mark invoice as paid?' }).waitFor();
  await phone.keyboard.press('Escape');
  await expect.poll(() => hasFocus(markPaid)).toBe(true);

  // At 1280 px the same rows are table rows again.
  await phone.setViewportSize(DESKTOP);
  for (const rows of [users, invoices]) {
    expect(await rows.first().evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
  }
  expect(phoneErrors).toEqual([]);
  await context.close();
});

/**
 * What keeps rows from being usable cards at phone width: a row not laid out as a card, a card
 * that scrolls or whose content sticks out sideways, a visible control outside the viewport.
 */
function cardProblems(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((cards) => {
    const problems: string[] = [];
    if (cards.length === 0) problems.push('no cards');
    for (const [i, card] of cards.entries()) {
      const box = card.getBoundingClientRect();
      if (getComputedStyle(card).display !== 'grid') problems.push(`card ${i} is not a card`);
      if (card.scrollWidth > card.clientWidth + 1) problems.push(`card ${i} scrolls sideways`);
      if (box.right > document.documentElement.clientWidth + 1) {
        problems.push(`card ${i} is wider than the screen`);
      }
      for (const el of card.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden')
          continue;
        if (r.left < box.left - 1 || r.right > box.right + 1) {
          problems.push(`card ${i}: ${el.tagName.toLowerCase()} "${el.textContent}" sticks out`);
        }
      }
    }
    return problems;
  });
}
