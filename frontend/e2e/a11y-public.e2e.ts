import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getArticle } from '../src/features/blog/data/articles';
import { checkState, dismissToasts, holdToasts } from './a11y';
import { gotoHydrated, waitForIsland } from './browser';
import { PHONE, startJourney } from './journey';

// Accessibility gate, signed out: every public page and the states a visitor can reach on it,
// at 1280 and 390 px, with 0 serious or critical axe violations (a11y.ts).
const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let errors: Error[];

beforeAll(async () => {
  ({ browser, page, errors } = await startJourney({
    expected: [
      // The sign-in state below tries a wrong password on purpose.
      { request: '/api/auth/login', status: 401 },
      // /settings (an account page) asks who is signed in, and shows Access Denied on a 401.
      { request: '/api/auth/me', status: 401 },
      // An unknown address answers 404 with the not-found page (issue 34).
      { request: '/no-such-page', status: 404 },
    ],
  }));
});
afterAll(() => browser?.close());

const article = getArticle('deploy-private-ai-healthcare-hipaa-compliance');

it.each([
  ['/', 'home'],
  ['/enterprise', 'enterprise'],
  ['/solutions', 'solutions'],
  ['/blog', 'blog list'],
  [`/blog/${article.slug}`, 'blog article'],
  ['/privacy', 'privacy policy'],
  ['/terms', 'terms of service'],
  ['/no-such-page', 'not found'],
  ['/pricing', 'pricing, visitor'],
  ['/subscribe', 'subscribe, visitor'],
])('%s (%s) has no serious violation at 1280 and 390 px', async (path, name) => {
  await gotoHydrated(page, `${baseUrl}${path}`);
  await checkState(page, name);
  expect(errors).toEqual([]);
});

it('the mobile menu, open', async () => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, `${baseUrl}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByText('Navigate').waitFor();
  await checkState(page, 'mobile menu open', [PHONE]);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

it('home: the contact form with its errors, then sent (toast)', async () => {
  await gotoHydrated(page, `${baseUrl}/`);
  await waitForIsland(page.locator('#contact-name'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.locator('#contact-name-error').waitFor();
  await checkState(page, 'contact form errors');

  await page.locator('#contact-name').fill('Dana Whitfield');
  await page.locator('#contact-email').fill(`dana.${Date.now()}@agency.example`);
  await page.locator('#contact-message').fill('We would like an on-premises pilot for 200 staff.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message sent successfully!').first().waitFor();
  await holdToasts(page);
  await checkState(page, 'contact form sent, toast');
  await dismissToasts(page);
  expect(errors).toEqual([]);
});

it('home: an FAQ answer open', async () => {
  await gotoHydrated(page, `${baseUrl}/`);
  await page.locator('#faq summary').first().click();
  await checkState(page, 'home FAQ answer open');
  expect(errors).toEqual([]);
});

it('enterprise: the discovery form with its errors, then the Thank You screen', async () => {
  await gotoHydrated(page, `${baseUrl}/enterprise`);
  await waitForIsland(page.getByLabel('First Name'));
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await page.getByRole('alert').first().waitFor();
  await checkState(page, 'enterprise form errors');

  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Work Email').fill(`morgan.${Date.now()}@bank.example`);
  await page.getByLabel('Company', { exact: true }).fill('Harbor Regional Bank');
  await page.getByLabel('Job Title').fill('CISO');
  await page.getByLabel('Company Size').selectOption('1001-5000');
  await page.getByLabel('Industry').selectOption('finance');
  await page.getByLabel('Deployment Type').selectOption('air-gapped');
  await page.getByLabel('Timeline').selectOption('3-6months');
  await page.getByLabel('Budget Range').selectOption('250k-500k');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await page.getByRole('heading', { name: 'Thank You' }).waitFor();
  await checkState(page, 'enterprise thank you');
  expect(errors).toEqual([]);
});

it('blog: a search that finds nothing', async () => {
  await gotoHydrated(page, `${baseUrl}/blog`);
  await page.getByLabel('Search articles').fill('no such article anywhere');
  await page.getByText('No articles found matching your criteria.').waitFor();
  await checkState(page, 'blog search without results');
  expect(errors).toEqual([]);
});

it('/auth: sign in, its errors, a failed sign-in (toast), and Create Account', async () => {
  await gotoHydrated(page, `${baseUrl}/auth`);
  await page.locator('#login-username').waitFor();
  await checkState(page, 'sign in');

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.locator('#login-username-error').waitFor();
  await checkState(page, 'sign in errors');

  await page.locator('#login-username').fill('nobody_here');
  await page.locator('#login-password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Login Failed').first().waitFor();
  await holdToasts(page);
  await checkState(page, 'sign in failed, destructive toast');
  await dismissToasts(page);

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.locator('#register-username').waitFor();
  await checkState(page, 'create account');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.locator('#register-username-error').waitFor();
  await checkState(page, 'create account errors');
  expect(errors).toEqual([]);
});

it('/settings signed out: Access Denied', async () => {
  await gotoHydrated(page, `${baseUrl}/settings`);
  await page.getByText('Access Denied').waitFor();
  await checkState(page, 'settings, signed out');
  expect(errors).toEqual([]);
});
