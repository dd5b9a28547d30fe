import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { checkState, dismissToasts } from './a11y';
import { createAccountWithForm, register, signInWithForm, uniqueName, PASSWORD } from './accounts';
import { gotoHydrated } from './browser';
import { startJourney } from './journey';

// Issue 40, the organisation's people: the owner makes a member an admin, creates a team, puts
// the member in it, sets the team's limits and gives it a model of its own, all on
// /customer-dashboard, reached from / by clicking. Each state is checked with axe and for sideways scrolling at 1280 and 390 px, and
// photographed (checkState).

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let errors: Error[];
// The steps below are one journey on one page, split so each fits the test timeout on a busy
// CI machine (the whole journey took over 60 s there once); each step starts where the last ended.
let member: { username: string };
let owner: { username: string; password: string };

beforeAll(async () => ({ browser, page, errors } = await startJourney()));
afterAll(() => browser?.close());

it('the owner starts a trial and makes a member an admin', async () => {
  member = await register(page.context(), baseUrl, uniqueName('nurse'));
  owner = { username: uniqueName('chief'), password: PASSWORD };

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
  expect(errors).toEqual([]);
});

it('the owner creates a team, with an error first, and puts the member in it', async () => {
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByText('Team name is required').waitFor();
  await page.getByRole('form', { name: 'New team' }).getByLabel('Team name').fill('Radiology');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('list', { name: 'Teams' }).getByText('Radiology', { exact: true }).waitFor();
  // Linked to a directory group (membership then follows OIDC/LDAP sign-ins).
  await page.getByRole('button', { name: 'Edit team Radiology' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Radiology' });
  await edit.getByLabel('Identity-provider group').fill('cn=radiology,ou=groups,dc=example,dc=org');
  await checkState(page, 'customer dashboard, editing a team');
  await edit.getByRole('button', { name: 'Save team' }).click();
  await page.getByText('Group: cn=radiology,ou=groups,dc=example,dc=org').waitFor();
  await page.getByLabel('Add a member to Radiology').selectOption({ label: member.username });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByRole('list', { name: 'Members of Radiology' })
    .getByText(member.username)
    .waitFor();
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, a team with a member');
  expect(errors).toEqual([]);
});

it("the owner sets the team's limits, with a wrong value first", async () => {
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
  expect(errors).toEqual([]);
});

it('the owner gives a model to the team alone, under a second name, and takes the member out', async () => {
  // A server's model, limited to the team, with another name for existing programs.
  await page.getByRole('button', { name: 'Add Server' }).click();
  const addServer = page.getByRole('dialog');
  await addServer.getByLabel('Name').fill('GPU box 1');
  await addServer.getByLabel('Model').fill('llama3.1:8b');
  await addServer.getByLabel('Server URL').fill('http://127.0.0.1:9');
  await addServer.getByRole('button', { name: 'Add Server' }).click();
  await page.getByText('Server added').first().waitFor();
  const models = page.getByRole('list', { name: 'Models' });
  await models.getByText('1 server · Everyone may use it').waitFor();
  await models.getByRole('button', { name: 'Edit llama3.1:8b' }).click();
  const edit = page.getByRole('dialog', { name: 'llama3.1:8b' });
  await edit.getByLabel('Only members of these teams').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.getByText('Choose at least one team').waitFor();
  await edit.getByLabel('Radiology').check();
  await edit.getByLabel('Also answers to').fill('gpt-4o-mini');
  await checkState(page, 'model access dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await models.getByText('1 server · Only Radiology').waitFor();
  await models.getByText('Also answers to: gpt-4o-mini').waitFor();
  // Each change is in the audit log on the same page, without a reload.
  const audit = page.locator('#organization-audit');
  await audit.getByText(/ changed the access rules of model llama3\.1:8b$/).waitFor();
  await audit.getByText(/ created team Radiology$/).waitFor();
  await dismissToasts(page);
  await checkState(page, 'customer dashboard, a model for one team');

  // Taken out of the team again.
  await page.getByRole('button', { name: `Take ${member.username} out of Radiology` }).click();
  await page.getByText('No members.').waitFor();
  expect(errors).toEqual([]);
});

it('the owner joins the team and finds its model and limits in Settings → API tokens', async () => {
  // The owner joins Radiology: its model opens to them, and its limits apply.
  await page.getByLabel('Add a member to Radiology').selectOption({ label: owner.username });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Added to the team').first().waitFor();
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await page.getByRole('tab', { name: 'API tokens' }).click();
  const access = page.getByTestId('my-access');
  const models = access.getByRole('list', { name: 'Models you may use' });
  await models.getByText('llama3.1:8b', { exact: true }).waitFor();
  await models.getByText('gpt-4o-mini', { exact: true }).waitFor();
  await access.getByText('Team Radiology').waitFor();
  await access.getByText('Tokens this month: 0 of 1,000,000').waitFor();
  await access.getByText('Requests this minute: 0 of 60').waitFor();
  await access.getByText('Your organization’s plan').waitFor();
  await dismissToasts(page);
  await checkState(page, 'settings, API tokens with your models and limits');
  expect(errors).toEqual([]);
});
