import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { gotoHydrated, waitForIsland } from './browser';
import { openPage, PHONE, startJourney, uniqueSuffix as unique } from './journey';

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
    // The newsletter journey subscribes twice: the second answer is 409 ALREADY_SUBSCRIBED.
    expected: [{ request: '/api/newsletter', status: 409 }],
  }));
});
afterAll(() => browser?.close());

it('sends the contact form from the home page and sees "Message sent successfully!"', async () => {
  await gotoHydrated(page, `${baseUrl}/`);
  await page.getByRole('link', { name: 'Have questions? Contact us' }).click();
  // The form is an island: its code loads as it nears the screen (components/lazy-island.tsx).
  await waitForIsland(page.locator('#contact-name'));
  await page.locator('#contact-name').fill('Dana Whitfield');
  await page.locator('#contact-email').fill(`dana.${unique()}@agency.example`);
  await page.locator('#contact-company').fill('County Health Services');
  await page.locator('#contact-message').fill('We would like an on-premises pilot for 200 staff.');
  expect(await page.getByText('49/1000').count()).toBe(1);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Message sent successfully!').first().waitFor();
  await page.getByRole('button', { name: 'Message Sent!' }).waitFor();
  expect(await page.locator('#contact-name').inputValue()).toBe('');
  expect(pageErrors).toEqual([]);
});

it('subscribes to the newsletter, then is told the address is already subscribed', async () => {
  const email = `news.${unique()}@city.example`;
  const form = page.locator('form', {
    has: page.getByRole('button', { name: 'Subscribe to Newsletter' }),
  });
  await waitForIsland(form);
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
  await page.getByText('Successfully subscribed!').first().waitFor();
  await form.getByLabel('Email address').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Subscribe to Newsletter' }).click();
  await page.getByText("You're already subscribed to our newsletter.").first().waitFor();
  expect(pageErrors).toEqual([]);
});

it('filters the blog and opens an article', async () => {
  await gotoHydrated(page, `${baseUrl}/blog`);
  await page.getByRole('button', { name: 'Government' }).click();
  await page.getByRole('heading', { name: 'Government Articles' }).waitFor();
  await page.getByLabel('Search articles').fill('hipaa');
  await page.getByText('No articles found matching your criteria.').waitFor();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByLabel('Search articles').fill('HIPAA');
  await page.getByRole('heading', { name: 'Search Results for HIPAA' }).waitFor();
  await page
    .getByRole('link', { name: /How to Deploy Private AI in Healthcare/ })
    .first()
    .click();
  await page.waitForURL(`${baseUrl}/blog/deploy-private-ai-healthcare-hipaa-compliance`);
  await page.getByRole('navigation', { name: 'Table of Contents' }).waitFor();
  await expect.poll(() => page.title()).toMatch(/HIPAA/);
  expect(pageErrors).toEqual([]);
});

it('submits the enterprise form and reaches the Thank You screen', async () => {
  await gotoHydrated(page, `${baseUrl}/enterprise`);
  await waitForIsland(page.getByLabel('First Name'));
  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Work Email').fill(`morgan.${unique()}@bank.example`);
  await page.getByLabel('Company', { exact: true }).fill('Harbor Regional Bank');
  await page.getByLabel('Job Title').fill('CISO');
  await page.getByLabel('Company Size').selectOption('1001-5000');
  await page.getByLabel('Industry').selectOption('finance');
  await page.getByLabel('Deployment Type').selectOption('air-gapped');
  await page.getByLabel('Timeline').selectOption('3-6months');
  await page.getByLabel('Budget Range').selectOption('250k-500k');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await page.getByRole('heading', { name: 'Thank You' }).waitFor();
  await page.getByText('Thank you for your interest').first().waitFor();
  await page.getByRole('button', { name: 'Submit Another Inquiry' }).click();
  await page.getByRole('heading', { name: 'Discovery & Scoping' }).waitFor();
  expect(pageErrors).toEqual([]);
});

it('home FAQ is a native exclusive accordion: one answer open, keyboard toggles, no script', async () => {
  await gotoHydrated(page, `${baseUrl}/`);
  const questions = page.locator('#faq summary');
  await questions.first().scrollIntoViewIfNeeded();
  const openCount = () => page.locator('#faq details[open]').count();
  await questions.nth(0).click();
  await expect
    .poll(() =>
      page
        .locator('#faq details')
        .nth(0)
        .evaluate((d) => (d as HTMLDetailsElement).open),
    )
    .toBe(true);
  await questions.nth(1).click();
  expect(
    await page
      .locator('#faq details')
      .nth(1)
      .evaluate((d) => (d as HTMLDetailsElement).open),
  ).toBe(true);
  expect(await openCount()).toBe(1);
  await questions.nth(1).click();
  expect(await openCount()).toBe(0);
  // Keyboard: focus a question and press Enter, then Space on the next one.
  await questions.nth(2).focus();
  await page.keyboard.press('Enter');
  expect(
    await page
      .locator('#faq details')
      .nth(2)
      .evaluate((d) => (d as HTMLDetailsElement).open),
  ).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  expect(
    await page
      .locator('#faq details')
      .nth(3)
      .evaluate((d) => (d as HTMLDetailsElement).open),
  ).toBe(true);
  expect(await openCount()).toBe(1);
  expect(pageErrors).toEqual([]);
});

it('opens and closes the mobile menu at 390 px', async () => {
  const { page: phone, errors } = await openPage(browser, { viewport: PHONE });
  await gotoHydrated(phone, `${baseUrl}/`);
  await phone.getByRole('button', { name: /menu/i }).click();
  const sheet = phone.getByRole('dialog');
  await sheet.getByText('Navigate').waitFor();
  await sheet.getByRole('link', { name: 'Enterprise' }).click();
  await phone.waitForURL(`${baseUrl}/enterprise`);
  await sheet.waitFor({ state: 'hidden' });
  expect(errors).toEqual([]);
  await phone.close();
});
