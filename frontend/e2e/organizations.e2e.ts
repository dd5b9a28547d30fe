import { createPublicKey, verify } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAccountWithForm, PASSWORD as password, register, signInWithForm } from './accounts';
import { gotoHydrated, watchPageErrors } from './browser';
import { DESKTOP, openPage, PHONE, startJourney } from './journey';

const baseUrl = inject('baseUrl');
const suffix = Date.now().toString(36);
const SHOTS = '/tmp/ironkeep-organizations';
/** The checker runs every second in this backend (global-setup.ts); the dashboard polls every 5 s. */
const HEALTH_TIMEOUT = { timeout: 30_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];
let ollama: Server;
let ollamaUrl: string;

/** A local server answering GET /api/tags exactly like Ollama (docs: protocols.md §1). */
function startFakeOllama(): Promise<void> {
  ollama = createServer((req, res) => {
    res.writeHead(req.url === '/api/tags' ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(
      req.url === '/api/tags'
        ? JSON.stringify({
            models: [{ name: 'llama3.2:latest', model: 'llama3.2:latest', size: 2019393189 }],
          })
        : '{"error":"not found"}',
    );
  });
  return new Promise((resolve) =>
    ollama.listen(0, '127.0.0.1', () => {
      ollamaUrl = `http://127.0.0.1:${(ollama.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await startFakeOllama();
  ({ browser, context, page, errors: pageErrors } = await startJourney({ clipboardFor: baseUrl }));
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => ollama?.close(resolve));
});

/** Full-page screenshots at desktop and phone width. */
async function shoot(target: Page, name: string) {
  await target.setViewportSize(DESKTOP);
  await target.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await target.setViewportSize(PHONE);
  await target.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await target.setViewportSize(DESKTOP);
}

async function addServer(name: string, url: string, model = 'llama3.2') {
  await page.getByRole('button', { name: 'Add Server' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Model').fill(model);
  await dialog.getByLabel('Server URL').fill(url);
  await dialog.getByRole('button', { name: 'Add Server' }).click();
  // The toast's title exactly: the audit card may list an earlier "AI Server Added" (hidden).
  await page.getByText('Server added', { exact: true }).first().waitFor();
}

const card = (name: string) => page.getByTestId('server-card').filter({ hasText: name });

it('subscribes, watches a real server turn healthy, opens billing and copies a signed licence key', async () => {
  const username = `org_${suffix}`;
  await gotoHydrated(page, `${baseUrl}/pricing`);
  await page.getByRole('button', { name: 'Choose Professional' }).waitFor();
  await shoot(page, 'pricing-visitor');

  // A visitor is sent to sign in and comes back to the plan they chose.
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/auth\?returnTo=/);
  await createAccountWithForm(page, { username, password });
  await signInWithForm(page, { username, password });
  await page.waitForURL(`${baseUrl}/pricing?plan=professional`);

  await page.getByRole('heading', { name: 'Name your organization' }).waitFor();
  await page.getByLabel('Organization name').fill(`Acme Health ${suffix}`);
  const slug = `acme-health-${suffix}`;
  expect(await page.getByLabel('Organization address (slug)').inputValue()).toBe(slug);
  await page.getByText(`${slug} is available`).waitFor();
  await shoot(page, 'subscribe-organization');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Professional · $499/month').waitFor();
  await shoot(page, 'subscribe-confirm');
  await page.getByRole('button', { name: 'Confirm and start trial' }).click();

  await page.waitForURL(`${baseUrl}/customer-dashboard`);
  await page.getByRole('heading', { name: 'No Servers Yet' }).waitFor();
  await page.getByText('Trialing').first().waitFor();
  await page.getByTestId('license-key').waitFor();
  await shoot(page, 'dashboard-no-servers');

  // Add Server, pointing at the local fake Ollama: provisioning, then active and healthy.
  await addServer('GPU box 1', ollamaUrl);
  await card('GPU box 1').getByText('Active', { exact: true }).waitFor(HEALTH_TIMEOUT);
  await card('GPU box 1').getByText('Healthy', { exact: true }).waitFor(HEALTH_TIMEOUT);
  // Open AI Server opens the server's page in IronKeep, not the address IronKeep reaches it at
  // (issue 42): status, model, and the calls through /api/v1.
  const openServer = card('GPU box 1').getByRole('link', { name: 'Open AI Server' });
  expect(await openServer.getAttribute('href')).toMatch(
    /^\/customer-dashboard\/server\?id=[0-9a-f-]{36}$/,
  );
  await openServer.click();
  await page.getByRole('heading', { name: 'GPU box 1', level: 1 }).waitFor();
  await page
    .getByTestId('gateway-base-url')
    .filter({ hasText: `${baseUrl}/api/v1` })
    .waitFor();
  expect(await page.getByLabel('curl example', { exact: true }).textContent()).toContain(
    `curl ${baseUrl}/api/v1/chat/completions`,
  );
  expect(await page.locator(`a[href^="${ollamaUrl}"]`).count()).toBe(0);
  await shoot(page, 'server-page');
  await page.goBack();
  await card('GPU box 1').getByText('Healthy', { exact: true }).waitFor(HEALTH_TIMEOUT);
  // No key given: the card says so; the members' assistants now answer with its model.
  expect(await card('GPU box 1').getByText('Not set', { exact: true }).count()).toBe(1);
  await page
    .getByTestId('assistant-model-in-use')
    .filter({ hasText: 'In use: llama3.2' })
    .waitFor(HEALTH_TIMEOUT);

  // A server without the model is unhealthy and says why; a stopped one is grey.
  await addServer('Missing model', ollamaUrl, 'mistral:7b');
  await card('Missing model').getByText('Failed', { exact: true }).waitFor(HEALTH_TIMEOUT);
  await card('Missing model')
    .getByText('Model mistral:7b is not on this server (it has: llama3.2:latest)')
    .waitFor(HEALTH_TIMEOUT);
  await addServer('Paused box', ollamaUrl);
  await card('Paused box').getByRole('button', { name: 'Stop' }).click();
  await card('Paused box').getByText('Stopped', { exact: true }).waitFor();
  await page.getByTestId('active-servers').filter({ hasText: /^1$/ }).waitFor(HEALTH_TIMEOUT);
  await shoot(page, 'dashboard-servers');

  // The licence key: copied exactly, and signed by the key the server publishes.
  const shownKey = (await page.getByTestId('license-key').innerText()).trim();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await page.getByText('License key copied to clipboard').first().waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shownKey);
  // IRON-{MARK}-{payload}.{signature}, base64url (modules/licenses/license-key-format.ts).
  expect(copied).toMatch(/^IRON-PRO-[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
  const { publicKey } = await (await page.request.get(`${baseUrl}/api/licenses/public-key`)).json();
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  // The signature covers the ASCII bytes before the dot.
  const cut = copied.lastIndexOf('.');
  const signature = Buffer.from(copied.slice(cut + 1), 'base64url');
  expect(verify(null, Buffer.from(copied.slice(0, cut)), key, signature)).toBe(true);

  // Manage Billing opens the built-in portal, our own /billing, in place (issue 34: it used to
  // open it in a new tab), so it is checked in a second tab opened from the same link.
  const manage = page.getByRole('link', { name: 'Manage Billing' });
  expect(await manage.getAttribute('target')).toBeNull();
  expect(await manage.getAttribute('href')).toBe('/billing');
  const billing = await context.newPage();
  const billingErrors = watchPageErrors(billing);
  await billing.goto(`${baseUrl}/customer-dashboard`);
  await billing.getByRole('link', { name: 'Manage Billing' }).click();
  await billing.waitForURL(`${baseUrl}/billing`);
  await billing.getByRole('heading', { name: 'Billing' }).waitFor();
  await billing
    .getByText('No invoices yet: the first one is issued when the trial ends.')
    .waitFor();
  await billing.getByText('Current plan').waitFor();
  await shoot(billing, 'billing');
  await billing.getByRole('button', { name: 'Cancel subscription' }).click();
  await billing
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Cancel at period end' })
    .click();
  await billing.getByText('Subscription will cancel at period end').waitFor();
  await shoot(billing, 'billing-canceling');
  expect(billingErrors).toEqual([]);
  await billing.close();

  await page.reload();
  await page.getByText('Subscription will cancel at period end').waitFor();
  expect(pageErrors).toEqual([]);
});

it('shows No Organization to a user without one, and Dashboard Unavailable when loading fails', async () => {
  const { context: other, page: tab, errors } = await openPage(browser);
  const loner = await register(other, baseUrl, `loner_${suffix}`);
  await tab.goto(`${baseUrl}/auth`);
  await signInWithForm(tab, loner);
  await tab.waitForURL(`${baseUrl}/dashboard`);
  await tab.goto(`${baseUrl}/customer-dashboard`);
  await tab.getByRole('heading', { name: 'No Organization' }).waitFor();
  expect(await tab.getByRole('link', { name: 'Create Organization' }).getAttribute('href')).toBe(
    '/subscribe',
  );
  await shoot(tab, 'dashboard-no-organization');

  // The owner's dashboard with the API failing.
  await page.route('**/api/billing/my-subscription', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
  );
  await page.goto(`${baseUrl}/customer-dashboard`);
  await page.getByRole('heading', { name: 'Dashboard Unavailable' }).waitFor();
  await page.getByRole('link', { name: 'View Plans' }).waitFor();
  await shoot(page, 'dashboard-unavailable');
  await page.unroute('**/api/billing/my-subscription');
  expect(errors).toEqual([]);
  await other.close();
});
