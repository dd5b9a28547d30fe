import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, it } from 'vitest';
import { PASSWORD } from './accounts';
import { gotoHydrated, launchBrowser, waitForIsland } from './browser';
import { openPage, PHONE, uniqueSuffix as unique } from './journey';
import { expectFocusRing, focused, hasFocus, tabTo, type } from './keyboard';

// Keyboard-only journeys through the public site: the header, the mobile menu, the guided tour
// and the visitor's forms, with a visible focus indicator at every stop and the focus returned
// where it was when a dialog closes.
const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let errors: Error[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  ({ page, errors } = await openPage(browser));
  return async () => {
    expect(errors).toEqual([]);
    await page.context().close();
  };
});

it('header at 1280 px: logo, Home, Enterprise, Pricing, Sign in, Try Demo in order, each with a focus ring', async () => {
  await gotoHydrated(page, `${baseUrl}/`);
  const header = page.getByRole('banner');
  // The skip link comes first and jumps past the header: the next Tab is inside <main>.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

  await gotoHydrated(page, `${baseUrl}/`);
  const stops = await tabTo(page, header.getByRole('link', { name: 'Try Demo' }));
  expect(stops).toEqual([
    'a "Skip to content"',
    expect.stringContaining('IronKeep'),
    'a "Home"',
    'a "Enterprise"',
    'a "Pricing"',
    'a "Sign in"',
    'a "Try Demo"',
  ]);
  await tabTo(page, header.getByRole('link', { name: 'Enterprise' }), { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/enterprise`);
  await page.getByRole('heading', { level: 1 }).waitFor();
});

it('mobile menu at 390 px: opens from the keyboard, keeps Tab inside, Escape returns the focus', async () => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `${baseUrl}/`);
  const button = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  // Focus moved into the menu, and a full round of Tab stays inside it.
  for (let i = 0; i < 8; i += 1) {
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectFocusRing(page);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  expect(await hasFocus(button)).toBe(true);
  await expectFocusRing(page);

  // Enter on a link in the menu follows it and closes the menu.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Enterprise' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/enterprise`);
  await menu.waitFor({ state: 'hidden' });
});

it('guided tour: opened from the keyboard, focus moves in, steps with Enter, Escape returns the focus', async () => {
  await gotoHydrated(page, `${baseUrl}/demo/unified`);
  const start = page.getByRole('button', { name: 'Start Guided Tour' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const tour = page.getByRole('dialog', { name: 'Guided tour' });
  await tour.getByText('Step 1 of 6').waitFor();
  expect(await tour.evaluate((card) => card.contains(document.activeElement))).toBe(true);
  await expectFocusRing(page);

  await tabTo(page, tour.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await tour.getByText('Step 2 of 6').waitFor();
  await tabTo(page, tour.getByRole('button', { name: 'Previous' }), { back: true });
  await page.keyboard.press('Enter');
  await tour.getByText('Step 1 of 6').waitFor();

  await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(start)).toBe(true);
  await expectFocusRing(page);

  // Skip, from the keyboard, also gives the focus back to the button that opened the tour.
  await page.keyboard.press('Enter');
  await tabTo(page, tour.getByRole('button', { name: 'Skip' }));
  await page.keyboard.press('Enter');
  await tour.waitFor({ state: 'detached' });
  await expect.poll(() => hasFocus(start)).toBe(true);
});

it('demo chat: a question typed and sent with Enter', async () => {
  await gotoHydrated(page, `${baseUrl}/demo/unified`);
  const chat = page.locator('#brain-chat');
  await tabTo(page, chat.getByRole('textbox', { name: 'Your question' }));
  await type(page, 'How is IronKeep priced?');
  await page.keyboard.press('Enter');
  await chat.getByText('high confidence').waitFor({ timeout: 30_000 });
});

it('sign-in and Create Account forms, by keyboard only', async () => {
  const username = `kbd_${unique()}`;
  await gotoHydrated(page, `${baseUrl}/auth`);
  await tabTo(page, page.getByRole('tab', { name: 'Sign In' }));
  // Arrow keys move between tabs, and the focused tab opens (automatic activation).
  await page.keyboard.press('ArrowRight');
  const createAccount = page.getByRole('tab', { name: 'Create Account' });
  await expect.poll(() => hasFocus(createAccount)).toBe(true);
  await expectFocusRing(page);
  await page.locator('#register-username').waitFor();
  await tabTo(page, page.locator('#register-username'));
  await type(page, username);
  await tabTo(page, page.locator('#register-password'));
  await type(page, PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByText('Account Created!').first().waitFor();

  // Back on Sign In with the name filled in and the focus on the password: type, then Enter.
  await expect.poll(() => hasFocus(page.locator('#login-password'))).toBe(true);
  await expectFocusRing(page);
  await type(page, PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${baseUrl}/dashboard`);
});

it('contact and newsletter forms on the home page, by keyboard only', async () => {
  await gotoHydrated(page, `${baseUrl}/`);
  await waitForIsland(page.locator('#contact-name'));
  await page.locator('#contact-name').focus();
  await expectFocusRing(page);
  await type(page, 'Dana Whitfield');
  await tabTo(page, page.locator('#contact-email'));
  await type(page, `dana.${unique()}@agency.example`);
  await tabTo(page, page.locator('#contact-message'));
  await type(page, 'We would like an on-premises pilot for 200 staff.');
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }));
  await page.keyboard.press('Enter');
  await page.getByText('Message sent successfully!').first().waitFor();

  const newsletter = page.locator('form', {
    has: page.getByRole('button', { name: 'Subscribe to Newsletter' }),
  });
  await tabTo(page, newsletter.getByLabel('Email address'));
  await type(page, `news.${unique()}@city.example`);
  await page.keyboard.press('Enter');
  await page.getByText('Successfully subscribed!').first().waitFor();
});

it('enterprise discovery form, selects included, by keyboard only', async () => {
  await gotoHydrated(page, `${baseUrl}/enterprise`);
  await waitForIsland(page.getByLabel('First Name'));
  await page.getByLabel('First Name').focus();
  await expectFocusRing(page);
  await type(page, 'Morgan');
  const fields: [string, string][] = [
    ['Last Name', 'Reyes'],
    ['Work Email', `morgan.${unique()}@bank.example`],
    ['Company', 'Harbor Regional Bank'],
    ['Job Title', 'CISO'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }), { max: 3 });
    await type(page, value);
  }
  // A native select answers the arrow keys without opening.
  for (const label of ['Company Size', 'Industry', 'Deployment Type', 'Timeline', 'Budget Range']) {
    await tabTo(page, page.getByLabel(label), { max: 3 });
    await page.keyboard.press('ArrowDown');
  }
  expect(await page.getByLabel('Industry').inputValue()).not.toBe('');
  await tabTo(page, page.getByRole('button', { name: 'Submit Inquiry' }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Thank You' }).waitFor();
  const stop = await focused(page);
  expect(stop.description).not.toBe('body');
});

it('blog search and category filter, by keyboard only', async () => {
  await gotoHydrated(page, `${baseUrl}/blog`);
  await tabTo(page, page.getByLabel('Search articles'));
  await type(page, 'HIPAA');
  await page.getByRole('heading', { name: 'Search Results for HIPAA' }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Government' }));
  await page.keyboard.press('Enter');
  await page.getByText('No articles found matching your criteria.').waitFor();
});
