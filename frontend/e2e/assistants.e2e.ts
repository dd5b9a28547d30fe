import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import {
  answerWords,
  type InferenceServer,
  startInferenceServer,
} from '../../backend/test/fake-inference-servers';
import { checkState, dismissToasts } from './a11y';
import { apiCall, type Credentials, register, signIn, uniqueName } from './accounts';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, type Viewport } from './journey';

// Issue 32 item 4: a member reaches the assistants from the app (/ → Dashboard → Open
// assistants) and the answer is generated on the organization's AI server, which the answer
// names, with its sources. The server is a local OpenAI-compatible fake (vLLM's protocol) that
// really streams; the backend checks its health every second (global-setup.ts).

const baseUrl = inject('baseUrl');
const SHOTS = '/tmp/ironkeep-assistants';
const SLOW = { timeout: 30_000 };
const QUESTION = 'How do I back up and restore IronKeep?';
const BUILTIN = 'Built-in engine: no AI server of yours is available';

let browser: Browser;
let gpu: InferenceServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  gpu = await startInferenceServer({ name: 'gpu', model: 'llama3.1:8b' });
  // Streamed word by word, slowly enough to be a stream.
  gpu.chunkDelayMs = 40;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await gpu?.stop();
});

/** A JSON call with the session's CSRF token (e2e/accounts.ts). */
const call = (context: BrowserContext, method: 'post' | 'put', path: string, data: object) =>
  apiCall(context.request, baseUrl, method.toUpperCase(), path, data);

/** A signed-in owner of a new Starter organization (through the API), in its own browser. */
async function newOrganization(viewport: Viewport) {
  const { page, context, errors } = await openPage(browser, { viewport });
  const owner = await register(context, baseUrl, uniqueName('own'));
  await signIn(page, baseUrl, owner);
  const name = `Acme ${owner.username}`;
  await call(context, 'post', '/api/billing/subscribe', {
    planId: 'starter',
    organizationName: name,
    slug: owner.username.replace(/_/g, '-'),
  });
  return { page, context, errors, owner, name };
}

/** Registers GPU box 1 (the fake) and waits for its first passing health check. */
async function addGpuServer(context: BrowserContext) {
  await call(context, 'post', '/api/servers', {
    name: 'GPU box 1',
    runtime: 'vllm',
    model: 'llama3.1:8b',
    url: gpu.url,
  });
  await expect
    .poll(async () => {
      const res = await context.request.get(`${baseUrl}/api/billing/my-subscription`);
      const body = (await res.json()) as { servers: { status: string }[] };
      return body.servers.map((s) => s.status);
    }, SLOW)
    .toEqual(['active']);
}

/**
 * Full-page screenshots at both widths (from the top, so the sticky header sits where it
 * belongs), and one of the open chat; the page is left at `back`.
 */
async function shoot(page: Page, name: string, back: Viewport) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > innerWidth),
      `${name} at ${viewport.width} px scrolls sideways`,
    ).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
    const chat = page.locator('section[aria-label="Chat"]');
    await chat.screenshot({ path: `${SHOTS}/${name}-chat-${viewport.width}.png` });
  }
  await page.setViewportSize(back);
}

/** From the site's home page: the header's Dashboard, then the AI Assistants tile. */
async function openAssistantsFromHome(page: Page, who: Credentials) {
  await gotoHydrated(page, `${baseUrl}/`);
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByText(`Welcome back, ${who.username}!`).waitFor();
  await page.getByRole('link', { name: /Open assistants/ }).click();
  await page.waitForURL(`${baseUrl}/assistants`);
  await page.getByRole('heading', { name: 'Assistants', level: 1 }).waitFor();
}

/** Asks the Operations Manager (the backup runbooks are its documents). */
async function ask(page: Page, question: string) {
  await page.getByTestId('chat-picker').click();
  await page.getByRole('menuitemradio', { name: 'Operations Manager' }).click();
  const chat = page.locator('#deploy-chat');
  await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  return chat;
}

it('a member asks from / → Dashboard → Open assistants and the organization’s server answers, cited', async () => {
  const org = await newOrganization(DESKTOP);
  await addGpuServer(org.context);
  // A member (not the owner) with memory on: the conversation is kept and listed.
  const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
  const member = await register(context, baseUrl, uniqueName('mbr'));
  await call(org.context, 'post', '/api/organizations/members', { username: member.username });
  await signIn(page, baseUrl, member);
  await call(context, 'put', '/api/memory/preferences', {
    memoryEnabled: true,
    memoryEncryption: true,
    autoDeleteDays: null,
  });

  await openAssistantsFromHome(page, member);
  await page.getByTestId('assistants-organization').filter({ hasText: org.name }).waitFor();
  await page.getByTestId('assistants-model').filter({ hasText: 'llama3.1:8b' }).waitFor();
  await page.getByText('on GPU box 1', { exact: true }).waitFor();
  await page.getByText(/No stored conversations yet/).waitFor();
  await shoot(page, 'member-ready', DESKTOP);

  const calls = gpu.calls.length;
  const chat = await ask(page, QUESTION);
  // The words come from the fake server, streamed, and the answer says which server it was.
  const words = answerWords('gpu', gpu.words).join('').trim();
  await chat.getByText(words).waitFor(SLOW);
  await chat.getByTestId('answered-by').filter({ hasText: 'llama3.1:8b on GPU box 1' }).waitFor();
  const sources = chat.getByTestId('message-sources');
  expect(await sources.getByRole('listitem').count()).toBeGreaterThan(0);
  const sent = gpu.calls.slice(calls);
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toMatchObject({ model: 'llama3.1:8b', stream: true });

  // Remembered: the conversation is listed, as the one on screen.
  const list = page.getByRole('list', { name: 'Your conversations' });
  // Its title is the first question (issue 42 item 5); anchored, as the row's menu button is
  // named "Actions for {title}".
  await list
    .getByRole('button', { name: new RegExp(`^${QUESTION.replace('?', '\\?')}`) })
    .waitFor(SLOW);
  expect(
    await list.getByRole('button', { name: /^How do I back up/ }).getAttribute('aria-current'),
  ).toBe('true');
  await shoot(page, 'member-answered', DESKTOP);
  await checkState(page, 'assistants, answered by the organization’s server');

  // A new conversation, then back to the stored one: its messages return and the next
  // question is stored in it (the same chat session), not in a new conversation.
  await page.getByRole('button', { name: 'New conversation' }).click();
  await chat.getByText(/Ask the Operations Manager/).waitFor();
  await list.getByRole('button', { name: /^How do I back up/ }).click();
  await chat.getByText(QUESTION, { exact: true }).waitFor();
  await chat.getByText(words).waitFor();
  await ask(page, 'How often should that run?');
  await chat.getByTestId('answered-by').waitFor(SLOW);
  await expect
    .poll(async () => {
      const res = await context.request.get(`${baseUrl}/api/memory/conversations`);
      const { conversations } = (await res.json()) as { conversations: { id: string }[] };
      if (conversations.length !== 1) return `${conversations.length} conversations`;
      const stored = await context.request.get(
        `${baseUrl}/api/memory/conversations/${conversations[0].id}`,
      );
      return `${((await stored.json()) as { messages: unknown[] }).messages.length} messages`;
    }, SLOW)
    .toBe('4 messages');

  await manageConversation(page, QUESTION);
  expect(errors).toEqual([]);
  expect(org.errors).toEqual([]);
  await Promise.all([context.close(), org.context.close()]);
});

/**
 * Issue 42 item 5, in the sidebar: rename in place, search by what was said, export as
 * Markdown (a real download), the phones' sheet, and delete after a confirmation.
 */
async function manageConversation(page: Page, title: string) {
  const list = page.getByRole('list', { name: 'Your conversations' });
  const actions = (name: string) => page.getByRole('button', { name: `Actions for ${name}` });

  await actions(title).click();
  await page.getByRole('menu').waitFor();
  await checkState(page, 'assistants, a conversation’s menu', [DESKTOP]);
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = page.getByRole('textbox', { name: 'Conversation title' });
  await field.fill('   ');
  await page.getByText('Title cannot be blank').waitFor();
  await field.fill('Backup runbook');
  await field.press('Enter');
  await page.getByText('Conversation renamed', { exact: true }).first().waitFor();
  await list.getByRole('button', { name: /^Backup runbook/ }).waitFor();
  // Back on the row's menu button, for the keyboard.
  await expect
    .poll(() => actions('Backup runbook').evaluate((b) => b === document.activeElement))
    .toBe(true);

  // Found by a word of the question, no longer in the title: the hit is shown and marked.
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('restore');
  const found = page.getByRole('list', { name: 'Conversations found' });
  await found.getByRole('button', { name: /^Backup runbook/ }).waitFor(SLOW);
  await found
    .locator('mark')
    .filter({ hasText: /restore/i })
    .first()
    .waitFor();
  await checkState(page, 'assistants, conversations searched', [DESKTOP]);
  await page.getByRole('searchbox', { name: 'Search conversations' }).fill('zebra crossing');
  await page.getByText('No conversations match “zebra crossing”', { exact: false }).waitFor(SLOW);
  await page.getByRole('button', { name: 'Show all conversations' }).click();

  await actions('Backup runbook').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Export as Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^backup-runbook-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = readFileSync(await download.path(), 'utf8');
  expect(markdown).toContain('# Backup runbook');
  expect(markdown).toContain(QUESTION);

  // Phones: the conversations are a sheet opened beside the picker.
  await dismissToasts(page);
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Conversations', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Your conversations' });
  await sheet.getByRole('button', { name: /^Backup runbook/ }).waitFor();
  await checkState(page, 'assistants, conversations sheet', [PHONE]);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await page.setViewportSize(DESKTOP);

  await actions('Backup runbook').click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Conversation' });
  await confirm.getByText('“Backup runbook” and all its messages', { exact: false }).waitFor();
  await checkState(page, 'assistants, delete a conversation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Conversation deleted successfully', { exact: true }).first().waitFor();
  await page.getByText(/No stored conversations yet/).waitFor();
  // It was the one on screen: the chat starts anew.
  await page
    .locator('#deploy-chat')
    .getByText(/Ask the Operations Manager/)
    .waitFor();
}

it('an organization without a server gets the built-in engine, and says so (390 px)', async () => {
  const org = await newOrganization(PHONE);
  const { page, errors } = org;
  await gotoHydrated(page, `${baseUrl}/dashboard`);
  await page.getByRole('link', { name: /Open assistants/ }).click();
  await page.waitForURL(`${baseUrl}/assistants`);
  const notice = page.getByTestId('assistants-builtin-notice');
  await notice.getByText(`${BUILTIN}.`).waitFor();
  await notice.getByRole('link', { name: /Add or start a server/ }).waitFor();
  // At 390 px the conversations are a sheet: with memory off it says nothing is kept.
  await page.getByRole('button', { name: 'Conversations', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Your conversations' });
  await sheet.getByTestId('memory-off').waitFor();
  await sheet.getByRole('link', { name: 'Turn on Memory' }).waitFor();
  await checkState(page, 'assistants, conversations sheet, memory off', [PHONE]);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
  await page.getByTestId('assistants-organization').filter({ hasText: org.name }).waitFor();

  const chat = await ask(page, QUESTION);
  await chat.getByTestId('answered-by').filter({ hasText: BUILTIN }).waitFor(SLOW);
  await chat.getByTestId('message-sources').waitFor();
  await shoot(page, 'builtin-answered', PHONE);
  await checkState(page, 'assistants, built-in engine');
  expect(errors).toEqual([]);
  await org.context.close();
});
