import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createAccountWithForm, PASSWORD, signInWithForm, uniqueName } from './accounts';
import { PHONE, DESKTOP, startJourney } from './journey';

const baseUrl = inject('baseUrl');
const ANSWER_TIMEOUT = { timeout: 30_000 };
let browser: Browser;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  ({
    browser,
    page,
    errors: pageErrors,
  } = await startJourney({
    // /memory visited signed out asks who is signed in and is told 401 (then sends us to /auth).
    expected: [{ request: '/api/auth/me', status: 401 }],
  }));
});
afterAll(() => browser?.close());

async function registerAndSignIn(username: string) {
  const who = { username, password: PASSWORD };
  await page.goto(`${baseUrl}/auth`);
  await createAccountWithForm(page, who);
  await signInWithForm(page, who);
  await page.getByText(`Welcome back, ${username}!`).waitFor();
}

/** Asks the brain assistant of /demo/unified and waits for the whole answer. */
async function askInDemo(question: string) {
  await page.goto(`${baseUrl}/demo/unified`);
  const chat = page.locator('#brain-chat');
  await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByTestId('message-sources').waitFor(ANSWER_TIMEOUT);
  await chat.getByText('high confidence').waitFor(ANSWER_TIMEOUT);
}

async function toast(text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

const conversations = () => page.getByRole('list', { name: 'Stored conversations' });
const messages = () => page.getByRole('list', { name: 'Messages' });

async function openConversation(title: string): Promise<Locator> {
  await page.goto(`${baseUrl}/memory`);
  // Anchored: each row also has its menu button, "Actions for {title}".
  await conversations()
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await messages().waitFor();
  return messages().getByRole('listitem');
}

it('remembers a chat once memory is on, always encrypted; edit, delete and deletion on /memory', async () => {
  await page.goto(`${baseUrl}/memory`);
  // Signed out: sent to sign in, with the way back to /memory.
  await page.waitForURL(`${baseUrl}/auth?returnTo=%2Fmemory`);

  await registerAndSignIn(uniqueName('mem'));
  await page.goto(`${baseUrl}/memory`);
  await page.getByText('No stored conversations yet').waitFor();
  await page.getByText('Select a conversation to view messages').waitFor();
  const memorySwitch = page.getByRole('switch', { name: 'Enable Memory' });
  expect(await memorySwitch.getAttribute('aria-checked')).toBe('false');
  // Issue 34: encryption is always on; the switch says so and cannot be turned off.
  const encryptionSwitch = page.getByRole('switch', { name: 'Encryption' });
  expect(await encryptionSwitch.isDisabled()).toBe(true);
  expect(await encryptionSwitch.getAttribute('aria-checked')).toBe('true');
  await memorySwitch.click();
  await toast('Memory preferences updated successfully');

  // Chat in the demo; the exchange is stored.
  await askInDemo('How is IronKeep priced?');
  let items = await openConversation('How is IronKeep priced');
  const listed = conversations().getByRole('button', { name: /^How is IronKeep priced/ });
  await listed.getByText('Persistent').waitFor();
  await listed.getByText('Intelligence Assistant').waitFor();
  expect(await items.count()).toBe(2);
  await items.nth(0).getByText('How is IronKeep priced?').waitFor();
  await items.nth(1).getByText('public price list', { exact: false }).waitFor();
  // Stored encrypted from the first message: no setting to turn on first.
  expect(await messages().getByText('Encrypted').count()).toBe(2);
  await page.screenshot({ path: '/tmp/ironkeep-memory-1280.png', fullPage: true });

  // Edit the answer (Save is disabled while the text is blank).
  await items.nth(1).getByRole('button', { name: 'Edit message' }).click();
  const editor = messages().getByRole('textbox', { name: 'Message content' });
  await editor.fill('   ');
  expect(await messages().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await editor.fill('Priced per deployment, quoted after discovery.');
  await messages().getByRole('button', { name: 'Save' }).click();
  await toast('Message updated successfully');
  await items.nth(1).getByText('Priced per deployment, quoted after discovery.').waitFor();

  // Delete the question, after the confirmation.
  await items.nth(0).getByRole('button', { name: 'Delete message' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Message' });
  await confirm.getByText('This cannot be undone', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await toast('Message deleted successfully');
  await expect.poll(() => items.count()).toBe(1);

  // The edited answer is sealed again; a second chat is stored encrypted too.
  expect(await messages().getByText('Encrypted').count()).toBe(1);
  await askInDemo('What support and uptime SLA does IronKeep provide?');
  items = await openConversation('What support and uptime SLA');
  expect(await items.count()).toBe(2);
  expect(await messages().getByText('Encrypted').count()).toBe(2);
  await items.nth(0).getByText('What support and uptime SLA does IronKeep provide?').waitFor();
  await page.screenshot({ path: '/tmp/ironkeep-memory-encrypted-1280.png', fullPage: true });

  await page.setViewportSize(PHONE);
  await page.screenshot({ path: '/tmp/ironkeep-memory-390.png', fullPage: true });
  await page.setViewportSize(DESKTOP);

  // Delete the selected conversation: it disappears and nothing is selected any more.
  const before = await conversations().getByRole('listitem').count();
  await page.getByRole('button', { name: 'Delete Conversation' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Conversation' });
  await dialog.getByText('all its messages', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast('Conversation deleted successfully');
  await page.getByText('Select a conversation to view messages').waitFor();
  await expect.poll(() => conversations().getByRole('listitem').count()).toBe(before - 1);

  expect(pageErrors).toEqual([]);
});
