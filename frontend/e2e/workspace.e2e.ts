import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  answerWords,
  type InferenceServer,
  startInferenceServer,
} from '../../backend/test/fake-inference-servers';
import { checkState, dismissToasts } from './a11y';
import { apiCall, register, signIn, uniqueName } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage } from './journey';

// Issue 42, the members' workspace: an admin creates an assistant of the organization for one
// team, by clicking from /; a member of that team picks it in the chat's picker and it answers
// with its instructions; then the member picks a model and the model answers. The AI server is
// a local OpenAI-compatible fake that streams (backend/test/fake-inference-servers.ts).

const baseUrl = inject('baseUrl');
const SLOW = { timeout: 30_000 };
const INSTRUCTIONS = 'You are the legal review assistant of the clinic.';

let browser: Browser;
let gpu: InferenceServer;
let admin: { page: Page; context: BrowserContext; errors: Error[] };
let member: { page: Page; context: BrowserContext; errors: Error[] };

const call = (context: BrowserContext, method: string, path: string, data?: object) =>
  apiCall<Record<string, unknown>>(context.request, baseUrl, method, path, data);

beforeAll(async () => {
  gpu = await startInferenceServer({ name: 'gpu', model: 'llama3.1:8b' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await gpu?.stop();
});

it('set-up: an organization with a server, a team and a member in it (through the API)', async () => {
  admin = await openPage(browser, { viewport: DESKTOP });
  const owner = await register(admin.context, baseUrl, uniqueName('own'));
  await signIn(admin.page, baseUrl, owner);
  await call(admin.context, 'POST', '/api/billing/subscribe', {
    planId: 'starter',
    organizationName: `Clinic ${owner.username}`,
    slug: owner.username.replace(/_/g, '-'),
  });
  await call(admin.context, 'POST', '/api/servers', {
    name: 'GPU box 1',
    runtime: 'vllm',
    model: 'llama3.1:8b',
    url: gpu.url,
  });
  await expect
    .poll(async () => {
      const res = await admin.context.request.get(`${baseUrl}/api/billing/my-subscription`);
      return ((await res.json()) as { servers: { status: string }[] }).servers.map((s) => s.status);
    }, SLOW)
    .toEqual(['active']);

  member = await openPage(browser, { viewport: DESKTOP });
  const who = await register(member.context, baseUrl, uniqueName('mbr'));
  await call(admin.context, 'POST', '/api/organizations/members', { username: who.username });
  await signIn(member.page, baseUrl, who);
  const me = (await call(member.context, 'GET', '/api/auth/me')) as { user: { id: string } };
  const team = (await call(admin.context, 'POST', '/api/organizations/teams', {
    name: 'Legal',
  })) as { id: string };
  await call(admin.context, 'PUT', `/api/organizations/teams/${team.id}/members/${me.user.id}`);
  await call(admin.context, 'POST', '/api/organizations/teams', { name: 'Radiology' });
});

it('the admin creates an assistant for the Legal team, from /', async () => {
  const { page } = admin;
  await gotoHydrated(page, `${baseUrl}/`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('link', { name: 'Open your organization dashboard' }).click();
  await page.waitForURL(`${baseUrl}/customer-dashboard`);
  await page.getByText('No assistants of your own yet.').waitFor(SLOW);
  await page.getByRole('button', { name: 'New assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'New assistant' });
  await dialog.getByLabel('Name', { exact: true }).fill('Legal Review');
  expect(await dialog.getByLabel(/^Slug/).inputValue()).toBe('legal-review');
  await dialog.locator('label', { hasText: 'Scale' }).click();
  await dialog.getByLabel('Instructions').fill(INSTRUCTIONS);
  await dialog.getByLabel('None: the model’s own knowledge').check();
  await dialog.getByRole('button', { name: 'Add a question' }).click();
  await dialog.getByLabel('Starter question 1', { exact: true }).fill('Is this clause standard?');
  await dialog.getByLabel('Only members of these teams').check();
  await dialog.getByLabel('Legal', { exact: true }).check();
  await checkState(page, 'workspace, the new assistant form');
  await dialog.getByRole('button', { name: 'Create assistant' }).click();
  const list = page.getByRole('list', { name: 'Your organization’s assistants' });
  await list.getByText('Legal Review').waitFor(SLOW);
  await list.getByText(/Only Legal/).waitFor();
  await dismissToasts(page);
  await checkState(page, 'workspace, the organization’s assistants');
  expect(admin.errors).toEqual([]);

  // Published to Legal only: a member outside the team neither lists it nor may ask it.
  const outsider = await openPage(browser, { viewport: DESKTOP });
  const who = await register(outsider.context, baseUrl, uniqueName('out'));
  await call(admin.context, 'POST', '/api/organizations/members', { username: who.username });
  await signIn(outsider.page, baseUrl, who);
  const listed = (await call(outsider.context, 'GET', '/api/organizations/assistants')) as {
    assistants: unknown[];
  };
  expect(listed.assistants).toEqual([]);
  await outsider.context.close();
});

it('a member of the team picks it in the picker, and it answers with its instructions', async () => {
  const { page } = member;
  await gotoHydrated(page, `${baseUrl}/assistants`);
  await page.getByTestId('chat-picker').click();
  await page.getByRole('menuitemradio', { name: 'Legal Review' }).waitFor(SLOW);
  await page.getByRole('menuitemradio', { name: /llama3\.1:8b\s*available/ }).waitFor(SLOW);
  await checkState(page, 'workspace, the picker open');
  await page.getByRole('menuitemradio', { name: 'Legal Review' }).click();
  await page.getByTestId('chat-picker').filter({ hasText: 'Legal Review' }).waitFor();

  const calls = gpu.calls.length;
  await page.getByRole('button', { name: 'Is this clause standard?' }).click();
  const chat = page.locator('#legal-review-chat');
  const words = answerWords('gpu', gpu.words).join('').trim();
  await chat.getByText(words).waitFor(SLOW);
  const sent = gpu.calls.slice(calls);
  expect(sent).toHaveLength(1);
  expect(JSON.stringify(sent[0].body)).toContain(INSTRUCTIONS);
  await checkState(page, 'workspace, the custom assistant answered');
  expect(member.errors).toEqual([]);
});

it('the member picks a model and it answers; the choice stays after a reload', async () => {
  const { page } = member;
  await page.getByTestId('chat-picker').click();
  await page.getByRole('menuitemradio', { name: /llama3\.1:8b/ }).click();
  // Memory is off: switching would discard the conversation, so the page asks first.
  await page
    .getByRole('alertdialog', { name: 'Switch and discard this conversation?' })
    .getByRole('button', { name: 'Discard and switch' })
    .click();
  const chat = page.locator('#chat-chat');
  await chat.getByRole('textbox', { name: 'Your question' }).fill('Write me a bash script');
  const calls = gpu.calls.length;
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByTestId('answered-by').filter({ hasText: 'llama3.1:8b' }).waitFor(SLOW);
  const sent = gpu.calls.slice(calls);
  expect(sent).toHaveLength(1);
  expect(JSON.stringify(sent[0].body)).not.toContain(INSTRUCTIONS);
  await checkState(page, 'workspace, a model answered');

  await page.reload();
  await page.getByTestId('chat-picker').filter({ hasText: 'llama3.1:8b' }).waitFor(SLOW);
  // What the member may use and how much is left, on the same page (issue 40).
  await page.getByText('Your models and limits', { exact: true }).click();
  const access = page.getByTestId('my-access');
  await access.getByRole('list', { name: 'Models you may use' }).getByText('llama3.1:8b').waitFor();
  await access.getByText('Your organization’s plan').waitFor();
  await checkState(page, 'workspace, the member’s models and limits');
  expect(member.errors).toEqual([]);
  await Promise.all([admin.context.close(), member.context.close()]);
});
