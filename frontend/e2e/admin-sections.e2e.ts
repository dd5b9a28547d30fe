import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState } from './a11y';
import { apiCall, PASSWORD, register, signIn, uniqueName, type Credentials } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, uniqueSuffix } from './journey';

// Issue 34, the admin's side, by clicking at 1280 and 390 px: a manager works the Leads; an admin
// finds a customer's failing AI server on /dashboard, /monitoring and Customers and opens that
// organization's audit log, exports what is filtered, reads entries as sentences; e-mail
// addresses wrap at "@" and ".", never mid-word.
const baseUrl = inject('baseUrl');
const admin = inject('admin');
const suffix = uniqueSuffix();
const contact = {
  name: `Dana Whitfield ${suffix}`,
  email: `dana.whitfield-${suffix}@county-health-services-of-the-valley.example`,
  company: 'County Health Services',
  message: 'We would like to discuss an on-premises pilot for our clinical staff.',
  website: '',
  phone: '',
};
const organization = { name: `Acme ${suffix}`, slug: `acme-${suffix}` };
const FAILING_SERVER = `GPU box ${suffix}`;
let browser: Browser;
let setup: BrowserContext;
let manager: Credentials;
let owner: Credentials;

/** A JSON call with the session's CSRF token (e2e/accounts.ts). */
const call = <Body = unknown>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: object,
) => apiCall<Body>(request, baseUrl, method, path, data);

beforeAll(async () => {
  browser = await launchBrowser();
  setup = await browser.newContext();
  // A visitor's contact message and newsletter sign-up.
  await call(setup.request, 'POST', '/api/contact', contact);
  // A customer whose AI server cannot be reached: the health checker (every second in the
  // browser run) marks it failed.
  owner = await register(setup, baseUrl, uniqueName('owner'));
  await call(setup.request, 'POST', '/api/auth/login', owner);
  await call(setup.request, 'POST', '/api/billing/subscribe', {
    planId: 'professional',
    organizationName: organization.name,
    slug: organization.slug,
  });
  await call(setup.request, 'POST', '/api/servers', {
    name: FAILING_SERVER,
    runtime: 'ollama',
    model: 'llama3.2',
    url: 'http://127.0.0.1:9',
  });
  // A manager, promoted by the admin.
  const adminContext = await browser.newContext();
  manager = await register(adminContext, baseUrl, uniqueName('leads_mgr'));
  await call(adminContext.request, 'POST', '/api/auth/login', admin);
  const users = await call<{ data: { id: string }[] }>(
    adminContext.request,
    'GET',
    `/api/admin/users?search=${manager.username}`,
  );
  await call(adminContext.request, 'PATCH', '/api/admin/users/role', {
    userId: users.data[0].id,
    role: 'manager',
  });
  await adminContext.close();
});
afterAll(async () => {
  await setup?.close();
  await browser?.close();
});

/** The dashboard's account menu → Admin, as a signed-in person gets there. */
async function openAdminByClicking(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
}

/**
 * Where a rendered address breaks across lines: each break must come right after "@" or a
 * hyphen (a word's end, where the browser breaks any text) or right before "." — never inside a
 * word, as the old `break-all` did ("county-heal|th").
 */
function badEmailBreaks(email: Locator): Promise<string[]> {
  return email.evaluateAll((spans) =>
    spans.flatMap((span) => {
      const text = span.textContent ?? '';
      const tops: number[] = [];
      const walker = document.createTreeWalker(span, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
      }
      const bad: string[] = [];
      for (let i = 1; i < tops.length; i += 1) {
        const atWordEnd = text[i - 1] === '@' || text[i - 1] === '-' || text[i] === '.';
        if (tops[i] > tops[i - 1] && !atWordEnd) {
          bad.push(`${text.slice(0, i)}|${text.slice(i)}`);
        }
      }
      return bad;
    }),
  );
}

it('a manager opens Leads by clicking, finds the message, marks it contacted and exports what is filtered', async () => {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, baseUrl, manager);
  await openAdminByClicking(page);
  // Managers have no Admin Actions (spec), but Leads (leads:read) and Customers.
  expect(await page.getByText('Admin Actions').count()).toBe(0);
  await page.getByRole('button', { name: 'Leads', exact: true }).click();
  const leads = page.locator('#leads');
  await leads.getByRole('searchbox', { name: 'Search messages' }).fill(suffix);
  const status = leads.getByRole('combobox', { name: `Status of ${contact.name}` });
  await status.waitFor();
  await checkState(page, 'admin leads, contact messages');

  await status.selectOption('contacted');
  await page.getByText('Status updated').first().waitFor();
  await leads
    .getByRole('combobox', { name: 'Status of the messages shown' })
    .selectOption('contacted');
  await expect.poll(() => status.inputValue()).toBe('contacted');
  const href = await leads.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(href).toBe(`/api/admin/contacts/export.csv?search=${suffix}&status=contacted`);
  const csv = await (await context.request.get(`${baseUrl}${href}`)).text();
  const rows = csv.trim().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(contact.email);

  // At 390 px the message is a card; its address wraps at "@" and ".", never mid-word.
  await page.setViewportSize(PHONE);
  expect(await badEmailBreaks(leads.locator('[data-email]'))).toEqual([]);
  for (const tab of ['Enterprise leads', 'Newsletter subscribers']) {
    await leads.getByRole('tab', { name: tab }).click();
    await leads.getByRole('link', { name: 'Export CSV' }).waitFor();
  }
  await checkState(page, 'admin leads, newsletter subscribers', [PHONE, DESKTOP]);
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * Waits (through the API, without a page) until the health checker has marked the customer's
 * server failing: every second in the browser run, later under load.
 */
async function serverIsFailing(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(`${baseUrl}/api/monitoring/metrics`);
        const body = (await res.json()) as {
          metrics: { customerServers: { failingServers: { name: string }[] } };
        };
        return body.metrics.customerServers.failingServers.map((s) => s.name);
      },
      { timeout: 45_000, interval: 500 },
    )
    .toContain(FAILING_SERVER);
}

it("an admin's /dashboard no longer says All systems operational while a customer's server fails", async () => {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await serverIsFailing(context.request);
  await gotoHydrated(page, `${baseUrl}/dashboard`);
  const status = page.getByRole('status', { name: 'System status' });
  // "GPU box … (Acme …) is failing: Connection refused …" when it is the only one; other
  // journeys' failing servers on this backend make it "N customer AI servers are failing: …".
  await expect.poll(() => status.innerText()).toContain(FAILING_SERVER);
  expect(await status.innerText()).toMatch(/ (is|are) failing/);
  expect(await status.getByText('All systems operational').count()).toBe(0);
  await checkState(page, 'admin dashboard, a customer server failing');

  await status.getByRole('link', { name: 'Open System Monitoring' }).click();
  await page.waitForURL(`${baseUrl}/monitoring`);
  await page.getByText('Degraded', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('/monitoring counts the customer servers, names the failing one and the assistants', async () => {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await serverIsFailing(context.request);
  await gotoHydrated(page, `${baseUrl}/monitoring`);
  await page.getByText('Degraded', { exact: true }).waitFor();
  await page.getByText(/^Degraded: \d+ of \d+ customer AI servers? failing/).waitFor();
  const failing = page.getByRole('list', { name: 'Failing customer AI servers' });
  await failing.getByText(FAILING_SERVER).waitFor();
  expect(await failing.innerText()).toContain(organization.name);
  expect(await page.getByText(/Brain|Deploy/).count()).toBe(0);
  await page.getByText('Intelligence Assistant queries').waitFor();
  await checkState(page, 'monitoring, a customer server failing');
  expect(errors).toEqual([]);
  await context.close();
});

it('an admin finds the customer in Customers, opens its audit log, filters it and exports that', async () => {
  const { context, page, errors } = await openPage(browser);
  await signIn(page, baseUrl, admin);
  await serverIsFailing(context.request);
  await openAdminByClicking(page);
  await page.getByRole('button', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Search organizations' }).fill(suffix);
  const row = page.locator('#customers tbody tr', { hasText: organization.name });
  await row.getByText(`1 failing: ${FAILING_SERVER}`).waitFor();
  await row.getByText('Professional · $499/month').waitFor();
  await row.getByText('Trialing').waitFor();
  await row.getByText(`Owner: ${owner.username}`).waitFor();
  await checkState(page, 'admin customers');

  // Its audit log: the section filtered to the organization, entries as sentences.
  await row.getByRole('link', { name: `Audit log of ${organization.name}` }).click();
  await page.waitForURL(`${baseUrl}/admin?auditOrganization=${organization.slug}#audit-log`);
  const audit = page.locator('#audit-log');
  await audit.getByText(`${owner.username} added server ${FAILING_SERVER}`).waitFor();
  await audit
    .getByText(
      `${owner.username} created organization ${organization.name} on the Professional plan`,
    )
    .waitFor();
  expect(await audit.getByText(/\((none|session|password)\)/).count()).toBe(0);
  await checkState(page, 'admin audit log, one organization');

  // Filter by the label the list uses and a period picked on the date fields; export that.
  await audit.getByLabel('Action', { exact: true }).selectOption({ label: 'AI Server Added' });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  await audit.getByLabel('From', { exact: true }).fill(today);
  await audit.getByLabel('To', { exact: true }).fill(today);
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect.poll(() => audit.locator('li').count()).toBe(1);
  const href = await audit.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  const query = new URL(href!, baseUrl).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    action: 'server_added',
    organization: organization.slug,
    format: 'csv',
  });
  expect(query.get('from')).toEqual(expect.any(String));
  expect(query.get('to')).toEqual(expect.any(String));
  const csv = (await (await context.request.get(`${baseUrl}${href}`)).text()).trim().split('\r\n');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain('server_added');
  expect(csv[1]).toContain(FAILING_SERVER);
  expect(errors).toEqual([]);
  await context.close();
});

it("the owner's audit log reads as sentences, without the installation's entry numbers", async () => {
  const { context, page, errors } = await openPage(browser, { viewport: PHONE });
  await signIn(page, baseUrl, owner);
  await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
  const audit = page.locator('#organization-audit');
  await audit.getByText(`${owner.username} added server ${FAILING_SERVER}`).waitFor();
  await audit.locator('summary').first().click();
  expect(await audit.innerText()).not.toMatch(/#\d|Hash|\(session\)/);
  await checkState(page, 'owner audit log, sentences', [PHONE, DESKTOP]);
  expect(errors).toEqual([]);
  await context.close();
});

it('at 390 px the admin users list wraps e-mail addresses at "@" and ".", never mid-word', async () => {
  const { context, page, errors } = await openPage(browser, { viewport: PHONE });
  const someone = uniqueName('mail');
  await register(context, baseUrl, someone, PASSWORD, {
    email: `${someone.replace(/_/g, '.')}@county-health-services-of-the-valley.example`,
  });
  await signIn(page, baseUrl, admin);
  await gotoHydrated(page, `${baseUrl}/admin`);
  await page.getByRole('button', { name: 'Manage Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(someone);
  const email = page.locator('#manage-users [data-email]');
  await expect.poll(() => email.count()).toBe(1);
  // The address is longer than a phone's card line: it takes several lines once laid out.
  await expect.poll(() => email.evaluate((el) => el.getClientRects().length)).toBeGreaterThan(1);
  expect(await badEmailBreaks(email)).toEqual([]);
  await checkState(page, 'admin users, a long e-mail address', [PHONE]);
  expect(errors).toEqual([]);
  await context.close();
});
