import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, dismissToasts, failWith, holdRequests, holdToasts } from './a11y';
import {
  longestName,
  register,
  signIn,
  signInWithForm,
  uniqueName,
  type Credentials,
} from './accounts';
import { gotoHydrated } from './browser';
import { openPage, PHONE, startJourney } from './journey';
import { totp } from './totp';

// Accessibility gate, signed in as a plain user: the account pages and their states (loading,
// empty, error, dialogs, toasts), the organisation and billing screens, at 1280 and 390 px.
const baseUrl = inject('baseUrl');
const ANSWER = { timeout: 30_000 };
let browser: Browser;
let page: Page;
let errors: Error[];
let user: Credentials;
let member: Credentials;

beforeAll(async () => {
  ({ browser, page, errors } = await startJourney({
    expected: [
      // Error states are made by answering these with a 500 (failWith in a11y.ts).
      { request: '/api/profile/security-logs', status: 500 },
      { request: '/api/memory/conversations', status: 500 },
      { request: '/api/billing/my-subscription', status: 500 },
    ],
  }));
  // The longest username there can be: every account screen must fit it at 390 px.
  user = await register(page.context(), baseUrl, longestName('a11y'));
  member = await register(page.context(), baseUrl, uniqueName('a11y_member'));
  await signIn(page, baseUrl, user);
});
afterAll(() => browser?.close());

it('/dashboard, loading and loaded; the signed-in header and its mobile menu', async () => {
  const release = await holdRequests(page, '/api/auth/me');
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByText('Loading...').first().waitFor();
  await checkState(page, 'dashboard loading');
  await release();
  await page.getByText(`Welcome back, ${user.username}!`).waitFor();
  await checkState(page, 'dashboard');

  await gotoHydrated(page, `${baseUrl}/`);
  await page.getByRole('banner').getByText(user.username).first().waitFor();
  await checkState(page, 'home, signed in');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).waitFor();
  await checkState(page, 'mobile menu open, signed in', [PHONE]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(errors).toEqual([]);
});

it('/settings Profile: view, edit with an error, Change Password errors', async () => {
  await gotoHydrated(page, `${baseUrl}/settings`);
  await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
  await checkState(page, 'settings profile');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.locator('#profile-email-error').waitFor();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.locator('[id^="password-"][id$="-error"]').first().waitFor();
  await checkState(page, 'settings profile editing, errors');
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});

it('/settings Security, and Activity loading, failed, empty and listed', async () => {
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('list', { name: 'Active sessions' }).waitFor();
  await checkState(page, 'settings security');

  const release = await holdRequests(page, '/api/profile/security-logs');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByText('Loading security events...').first().waitFor();
  await checkState(page, 'settings activity loading');
  await release();
  await page.getByRole('list', { name: 'Security events' }).waitFor();
  await checkState(page, 'settings activity');

  const recover = await failWith(page, '/api/profile/security-logs');
  await page.reload();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByText('Failed to load security logs').waitFor(ANSWER);
  await checkState(page, 'settings activity failed');
  await recover();

  const emptyPage = { data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 1 } };
  await page.route('**/api/profile/security-logs*', (route) => route.fulfill({ json: emptyPage }));
  await page.reload();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByText('No security events found').waitFor();
  await checkState(page, 'settings activity empty');
  await page.unroute('**/api/profile/security-logs*');
  expect(errors).toEqual([]);
});

it('/settings API tokens: empty, create with errors, the secret once, listed, revoke dialog', async () => {
  await gotoHydrated(page, `${baseUrl}/settings`);
  await page.getByRole('tab', { name: 'API tokens' }).click();
  await page.getByText('No API tokens yet').waitFor();
  await checkState(page, 'settings api tokens empty');

  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Read/).uncheck();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await dialog.getByText('Choose at least one scope: read, write or inference').waitFor();
  await checkState(page, 'api token create dialog, errors');

  await dialog.getByLabel('Name').fill('a11y script');
  await dialog.getByLabel(/^Read/).check();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await dialog.getByText("Copy this token now. You won't be able to see it again.").waitFor();
  await checkState(page, 'api token created, secret shown once');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('list', { name: 'API tokens' }).getByText('a11y script').waitFor();
  await checkState(page, 'settings api tokens listed');
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').waitFor();
  await checkState(page, 'api token revoke dialog');
  await page.getByRole('button', { name: 'Revoke token' }).click();
  await page.getByText('No API tokens yet').waitFor();
  expect(errors).toEqual([]);
});

it('/settings Two-Factor Auth: off, set-up wizard, backup codes, on, Disable dialog', async () => {
  await gotoHydrated(page, `${baseUrl}/settings`);
  await page.getByRole('tab', { name: 'Two-Factor Auth' }).click();
  await page.getByRole('button', { name: 'Set Up 2FA' }).click();
  await page.getByText('Step 1: Scan the QR code').waitFor();
  await page.getByRole('button', { name: /Show manual entry key/ }).click();
  await checkState(page, 'two-factor setup wizard');

  const secret = (await page.getByTestId('manual-entry-key').textContent())!.trim();
  await page.locator('#two-factor-code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await page.getByRole('list', { name: 'Backup codes' }).waitFor();
  await dismissToasts(page);
  await checkState(page, 'two-factor backup codes');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByText('Backup codes remaining: 10').waitFor();
  await checkState(page, 'two-factor enabled');

  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  await page.getByRole('dialog').getByLabel('Password').waitFor();
  await checkState(page, 'two-factor disable dialog');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);

  // Signing in elsewhere now asks for the code (the server's answer to the password is a 401).
  const {
    context,
    page: other,
    errors: otherErrors,
  } = await openPage(browser, { expected: [{ request: '/api/auth/login', status: 401 }] });
  await gotoHydrated(other, `${baseUrl}/auth`);
  await signInWithForm(other, user);
  await other.locator('#login-token').waitFor();
  await checkState(other, 'sign in, authentication code');
  expect(otherErrors).toEqual([]);
  await context.close();
});

it('/memory: loading, failed, empty, a stored conversation, editing, both delete dialogs', async () => {
  const release = await holdRequests(page, '/api/memory/conversations');
  await page.goto(`${baseUrl}/memory`);
  await page.getByRole('switch', { name: 'Enable Memory' }).waitFor();
  await checkState(page, 'memory loading conversations');
  await release();
  await page.getByText('No stored conversations yet').waitFor();
  await checkState(page, 'memory empty');

  const recover = await failWith(page, '/api/memory/conversations');
  await page.reload();
  await page.getByRole('switch', { name: 'Enable Memory' }).waitFor();
  await page.getByText('Failed to load conversations.').waitFor(ANSWER);
  await checkState(page, 'memory conversations failed');
  await recover();

  await page.reload();
  await page.getByRole('switch', { name: 'Enable Memory' }).click();
  await page.getByText('Memory preferences updated successfully').first().waitFor();
  await holdToasts(page);
  await checkState(page, 'memory enabled, toast');
  await dismissToasts(page);

  await gotoHydrated(page, `${baseUrl}/demo/unified`);
  await page.getByRole('button', { name: 'How is IronKeep priced?' }).click();
  await page.locator('#brain-chat').getByText('high confidence').waitFor(ANSWER);
  await gotoHydrated(page, `${baseUrl}/memory`);
  const conversations = page.getByRole('list', { name: 'Stored conversations' });
  await conversations.getByRole('button').first().click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await messages.getByRole('listitem').nth(1).waitFor();
  await checkState(page, 'memory conversation open');

  await messages.getByRole('button', { name: 'Edit message' }).first().click();
  await messages.getByRole('textbox', { name: 'Message content' }).waitFor();
  await checkState(page, 'memory message editing');
  await messages.getByRole('button', { name: 'Cancel' }).click();

  await messages.getByRole('button', { name: 'Delete message' }).first().click();
  await page.getByRole('alertdialog', { name: 'Delete Message' }).waitFor();
  await checkState(page, 'memory delete message dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete Conversation' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Conversation' }).waitFor();
  await checkState(page, 'memory delete conversation dialog');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

// The owner's journey is three tests (each with its own minute): eleven states at two widths
// in one test took over 60 s under CI's parallel suites.
it('/pricing to /customer-dashboard: plans, organisation, confirm, no servers', async () => {
  await gotoHydrated(page, `${baseUrl}/pricing`);
  await page.getByRole('button', { name: 'Choose Professional' }).waitFor();
  await checkState(page, 'pricing, signed in');
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.getByRole('heading', { name: 'Name your organization' }).waitFor();
  const name = `A11y Health ${Date.now().toString(36)}`;
  await page.getByLabel('Organization name').fill(name);
  await page.getByText(/is available$/).waitFor();
  await checkState(page, 'subscribe, organisation step');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and start trial' }).waitFor();
  await checkState(page, 'subscribe, confirm step');
  await page.getByRole('button', { name: 'Confirm and start trial' }).click();

  await page.waitForURL(`${baseUrl}/customer-dashboard`);
  await page.getByRole('heading', { name: 'No Servers Yet' }).waitFor();
  await page.getByTestId('license-key').waitFor();
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, no servers');
  expect(errors).toEqual([]);
});

it('/customer-dashboard: Add Server with errors, a server, a failing server on both dashboards', async () => {
  // The organisation the test above subscribed to, still without a server.
  await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
  await page.getByRole('heading', { name: 'No Servers Yet' }).waitFor();
  await page.getByRole('button', { name: 'Add Server' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Server' }).click();
  await dialog.getByRole('alert').first().waitFor();
  await checkState(page, 'add server dialog, errors');
  await dialog.getByLabel('Name').fill('GPU box 1');
  await dialog.getByLabel('Model').fill('llama3.2');
  // Nothing listens there: the card shows a server that is not healthy.
  await dialog.getByLabel('Server URL').fill('http://127.0.0.1:9');
  await dialog.getByRole('button', { name: 'Add Server' }).click();
  await page.getByTestId('server-card').waitFor();
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, a server');

  // Checked now: nothing answers, so it fails with the reason; /dashboard's System Status says so.
  await page.getByRole('button', { name: 'Check now' }).click();
  // (The journeys' backend checks every second: SERVER_HEALTH_INTERVAL_MS in global-setup.ts.)
  await page.getByText(/^Failed .+ · next check /).waitFor(ANSWER);
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, a failing server');
  await gotoHydrated(page, `${baseUrl}/dashboard`);
  await page.getByText(/^GPU box 1 is failing: /).waitFor(ANSWER);
  await checkState(page, 'dashboard, a failing server');
  expect(errors).toEqual([]);
});

it("/customer-dashboard: the owner's confirmations: remove a server, rotate the key, remove a member", async () => {
  await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
  await page.getByTestId('server-card').waitFor();
  await page.getByRole('button', { name: 'Remove GPU box 1' }).click();
  await page.getByRole('alertdialog', { name: 'Remove Server' }).waitFor();
  await checkState(page, 'remove server dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Rotate' }).click();
  await page.getByRole('alertdialog', { name: 'Rotate License Key' }).waitFor();
  await checkState(page, 'rotate licence key dialog');
  await page.keyboard.press('Escape');
  await page.getByLabel('Invite by username').fill(member.username);
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('button', { name: `Remove ${member.username}` }).click();
  await page.getByRole('alertdialog', { name: 'Remove Member' }).waitFor();
  await checkState(page, 'remove member dialog');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

it("/customer-dashboard: the owner's organisation audit log, one entry open", async () => {
  // The owner of the journey above, and what they just did.
  await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
  const audit = page.locator('#organization-audit');
  await audit
    .getByText(/ added \S+ to the organization$/)
    .first()
    .waitFor();
  await audit.locator('summary').first().click();
  await checkState(page, 'customer dashboard, organization audit log');
  expect(errors).toEqual([]);
});

it('/knowledge: no documents, uploading, ready and failed, the delete dialog, passages found', async () => {
  await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
  await page.getByRole('link', { name: 'Knowledge' }).click();
  await page.waitForURL(`${baseUrl}/knowledge`);
  await page.getByText('No documents yet.').waitFor();
  await checkState(page, 'knowledge, no documents');

  // The upload is held so the progress bar stays on screen; dropped like a file from the desktop.
  const held: Route[] = [];
  await page.route('**/api/knowledge/documents', (route) =>
    route.request().method() === 'POST' ? void held.push(route) : route.fallback(),
  );
  await dropFile(
    page,
    'Travel policy.md',
    '# Hotels\n\nHotel stays are reimbursed up to 180 euros a night.',
  );
  await page.getByRole('progressbar').waitFor();
  await checkState(page, 'knowledge, uploading');
  await expect.poll(() => held.length).toBe(1);
  await held[0].continue();
  await page.unroute('**/api/knowledge/documents');
  await page.getByText('Ready').waitFor(ANSWER);
  await dropFile(page, 'broken.pdf', '%PDF-1.7 and nothing else');
  await page.getByText('The file is not a readable PDF').waitFor(ANSWER);
  await dismissToasts(page);
  await checkState(page, 'knowledge, ready and failed documents');

  await page.getByRole('button', { name: 'Delete broken.pdf' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Document' }).waitFor();
  await checkState(page, 'knowledge, delete dialog');
  await page.keyboard.press('Escape');

  await page.getByLabel('Question or keywords').fill('hotel per night');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Matching passages' }).getByText('Hotels').waitFor();
  await checkState(page, 'knowledge, matching passages');
  expect(errors).toEqual([]);
});

/** A drop of one text file onto the upload zone, as the browser makes it from a desktop drag. */
async function dropFile(target: Page, name: string, text: string) {
  await target.getByTestId('upload-zone').evaluate(
    (zone, file) => {
      const data = new DataTransfer();
      data.items.add(new File([file.text], file.name));
      zone.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    },
    { name, text },
  );
}

it('/customer-dashboard loading and unavailable; /billing and its cancel dialog', async () => {
  const release = await holdRequests(page, '/api/billing/my-subscription');
  await page.goto(`${baseUrl}/customer-dashboard`);
  await page.getByText('Loading your organization...').first().waitFor();
  await checkState(page, 'customer dashboard loading');
  await release();

  const recover = await failWith(page, '/api/billing/my-subscription');
  await page.goto(`${baseUrl}/customer-dashboard`);
  await page.getByRole('heading', { name: 'Dashboard Unavailable' }).waitFor(ANSWER);
  await checkState(page, 'customer dashboard unavailable');
  await recover();

  await gotoHydrated(page, `${baseUrl}/billing`);
  await page.getByText('Current plan').waitFor();
  await checkState(page, 'billing');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').waitFor();
  await checkState(page, 'billing, cancel dialog');
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await page.getByText('Subscription will cancel at period end').first().waitFor();
  await dismissToasts(page);
  await checkState(page, 'billing, canceling');
  await page.getByRole('button', { name: 'Switch to Enterprise' }).click();
  await page.getByRole('alertdialog', { name: 'Switch to Enterprise' }).waitFor();
  await checkState(page, 'billing, change plan dialog');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

it('/download with a valid key: requirements and every installation tab', async () => {
  await gotoHydrated(page, `${baseUrl}/customer-dashboard`);
  const key = (await page.getByTestId('license-key').innerText()).trim();
  await gotoHydrated(page, `${baseUrl}/download`);
  await page.getByLabel('License key').fill(key);
  await page.getByRole('button', { name: 'Validate License' }).click();
  await page.getByText('License Validated', { exact: true }).waitFor(ANSWER);
  await dismissToasts(page);
  await checkState(page, 'download, validated, docker');
  for (const tab of ['CLI Tool', 'Manual']) {
    await page.getByRole('tab', { name: tab }).click();
    await checkState(page, `download, validated, ${tab}`);
  }
  expect(errors).toEqual([]);
});

it('No Organization, for a user without one', async () => {
  const { context, page: other, errors: otherErrors } = await openPage(browser);
  await signIn(other, baseUrl, await register(context, baseUrl, uniqueName('a11y_loner')));
  await gotoHydrated(other, `${baseUrl}/customer-dashboard`);
  await other.getByRole('heading', { name: 'No Organization' }).waitFor();
  await checkState(other, 'customer dashboard, no organisation');
  expect(otherErrors).toEqual([]);
  await context.close();
});
