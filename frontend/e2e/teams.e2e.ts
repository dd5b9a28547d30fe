import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, dismissToasts } from './a11y';
import { createAccountWithForm, register, signInWithForm, uniqueName, PASSWORD } from './accounts';
import { gotoHydrated } from './browser';
import { startJourney } from './journey';

// Issue 40, the organisation's people: the owner makes a member an admin, creates a team, puts
// the member in it and sets the team's limits, all on /customer-dashboard, reached from / by
// clicking. Each state is checked with axe and for sideways scrolling at 1280 and 390 px, and
// photographed (checkState).

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let errors: Error[];

beforeAll(async () => ({ browser, page, errors } = await startJourney()));
afterAll(() => browser?.close());

it('the owner makes an admin, creates a team, fills it and sets its limits', async () => {
  const member = await register(page.context(), baseUrl, uniqueName('nurse'));
  const owner = { username: uniqueName('chief'), password: PASSWORD };

  await gotoHydrated(page, `${baseUrl}/`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await page.getByRole('button', { name: 'Choose Professional' }).click();
  await page.waitForURL(/\/auth\?returnTo=/);
  await createAccountWithForm(page, owner);
  await signInWithForm(page, owner);
  await page.getByRole('heading', { name: 'Name your organization' }).waitFor();
  await page.getByLabel('Organization name').fill(`Teams Clinic ${Date.now().toString(36)}`);
  await page.getByText(/is available$/).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm and start trial' }).click();
  await page.waitForURL(`${baseUrl}/customer-dashboard`);

  // The member joins; the owner makes them an admin.
  await page.getByLabel('Invite by username').fill(member.username);
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByText(`${member.username} joined the organization.`).first().waitFor();
  await page.getByRole('button', { name: `Make admin: ${member.username}` }).click();
  await page.getByRole('button', { name: `Make member: ${member.username}` }).waitFor();
  await page.getByText('No teams yet.').waitFor();
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, an admin and no teams');

  // A team, with an error first, then the member in it.
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByText('Team name is required').waitFor();
  await page.getByLabel('New team').fill('Radiology');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('list', { name: 'Teams' }).getByText('Radiology', { exact: true }).waitFor();
  await page.getByLabel('Add a member to Radiology').selectOption({ label: member.username });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByRole('list', { name: 'Members of Radiology' })
    .getByText(member.username)
    .waitFor();
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, a team with a member');

  // The team's limits: a wrong value, then a monthly budget and a rate.
  await page.getByRole('button', { name: 'Limits of Radiology' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limits of Radiology' });
  await dialog.getByLabel('Monthly tokens').fill('0');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await dialog
    .getByText('Enter a whole number of at least 1, or leave it empty for no limit')
    .waitFor();
  await checkState(page, 'team limits dialog, an error');
  await dialog.getByLabel('Monthly tokens').fill('1000000');
  await dialog.getByLabel('Requests per minute').fill('60');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await page.getByText('Limits saved').first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Saved on the server: the dialog opened again shows them.
  await page.getByRole('button', { name: 'Limits of Radiology' }).click();
  expect(await dialog.getByLabel('Monthly tokens').inputValue()).toBe('1000000');
  expect(await dialog.getByLabel('Requests per minute').inputValue()).toBe('60');
  expect(await dialog.getByLabel('Answers at once').inputValue()).toBe('');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Taken out of the team again.
  await page.getByRole('button', { name: `Take ${member.username} out of Radiology` }).click();
  await page.getByText('No members.').waitFor();
  expect(errors).toEqual([]);
});
