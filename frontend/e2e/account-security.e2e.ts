import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAccountWithForm, PASSWORD, signInWithForm } from './accounts';
import { startJourney } from './journey';
import { totp } from './totp';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  ({
    browser,
    page,
    errors: pageErrors,
  } = await startJourney({
    // Signing in to a 2FA account: the first answer is the 401 that asks for the code.
    expected: [{ request: '/api/auth/login', status: 401 }],
  }));
});
afterAll(() => browser?.close());

async function signIn(username: string, code?: string) {
  await page.goto(`${baseUrl}/auth`);
  await signInWithForm(page, { username, password: PASSWORD }, code);
  await page.getByText(`Welcome back, ${username}!`).waitFor();
}

async function signOut() {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

async function openSettingsTab(name: string) {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('tab', { name }).click();
}

it('secures an account with TOTP, signs in with a code and a backup code, then turns 2FA off', async () => {
  const username = `tfa_${Date.now().toString(36)}`;

  await page.goto(`${baseUrl}/auth`);
  await createAccountWithForm(page, { username, password: PASSWORD });
  await signIn(username);

  // Enable: Step 1 shows the key, Step 2 takes the code an authenticator would show.
  await openSettingsTab('Two-Factor Auth');
  await page.getByRole('button', { name: 'Set Up 2FA' }).click();
  await page.getByText('Step 1: Scan the QR code').waitFor();
  await page.getByRole('button', { name: /Show manual entry key/ }).click();
  const secret = (await page.getByTestId('manual-entry-key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.locator('#two-factor-code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await page.getByText('2FA Enabled').first().waitFor();
  const codes = await page
    .getByRole('list', { name: 'Backup codes' })
    .locator('li')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await page.screenshot({ path: '/tmp/ironkeep-2fa-backup-codes.png' });
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByText('Backup codes remaining: 10').waitFor();

  await page.goto(`${baseUrl}/dashboard`);
  await signOut();
  // The code used to enable is spent; the next time step is within the allowed drift.
  await signIn(username, totp(secret, 1));
  await signOut();
  await signIn(username, codes[0]);

  await openSettingsTab('Activity');
  const events = page.getByRole('list', { name: 'Security events' });
  await events.getByText('Backup Code Used').waitFor();
  for (const label of ['2FA Enabled', 'Successful Login', 'Logout', 'Account Created']) {
    expect(await events.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
  }
  await page.screenshot({ path: '/tmp/ironkeep-activity.png' });

  await page.getByRole('tab', { name: 'Two-Factor Auth' }).click();
  await page.getByText('Backup codes remaining: 9').waitFor();
  await page.getByRole('button', { name: 'Disable 2FA' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Code').fill(codes[1]);
  await dialog.getByRole('button', { name: 'Disable 2FA' }).click();
  await page.getByText('2FA Disabled').first().waitFor();
  await page.getByRole('button', { name: 'Set Up 2FA' }).waitFor();
  expect(pageErrors).toEqual([]);
});
