import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from './a11y';
import { gotoHydrated, launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, type Viewport } from './journey';

// Issue 34, the public site walked as a visitor, at 1280 and 390 px: items 8 (unknown addresses),
// 12 (the claims of home and enterprise), 14 (Solutions → the enterprise form) and 20 (one
// "Ready to …" on home, the blog lists each article once).
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

/** The element's top edge is on screen, below the sticky header. */
async function isInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  });
}

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as [string, Viewport][])('at %s px', (_width, viewport) => {
  it('Solutions → "Schedule Discovery Call" lands on the enterprise form, not the top of the page', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await gotoHydrated(page, `${baseUrl}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Solutions' }).click();
    await page.waitForURL(`${baseUrl}/solutions`);
    await page.getByRole('link', { name: 'Schedule Discovery Call' }).first().click();
    await page.waitForURL(`${baseUrl}/enterprise#discovery-form`);
    await page.getByRole('heading', { name: 'Discovery & Scoping' }).waitFor();
    await expect.poll(() => isInView(page, '#discovery-form')).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await saveScreenshot(page, 'enterprise form reached from solutions', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('home has one "Ready to …" call to action, then the contact section', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await gotoHydrated(page, `${baseUrl}/`);
    const readyHeadings = page.getByRole('heading', { name: /^Ready to/ });
    expect(await readyHeadings.allTextContents()).toEqual(['Ready to Deploy Private AI?']);
    await page
      .getByRole('heading', { name: 'Talk to Us About Securing Your AI Infrastructure' })
      .waitFor();
    await saveScreenshot(page, 'home', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('home and enterprise promise the single sign-on and the memory IronKeep has (issue 34)', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await gotoHydrated(page, `${baseUrl}/`);
    const integration = await page.locator('#features').textContent();
    expect(integration).toContain('Single sign-on through OpenID Connect');
    expect(await page.locator('body').textContent()).not.toMatch(/SAML/);
    await page.getByRole('link', { name: 'Explore Enterprise' }).first().click();
    await page.waitForURL(`${baseUrl}/enterprise`);
    await page.getByRole('heading', { name: 'Multi-User Memory Vaults' }).waitFor();
    const body = await page.locator('body').textContent();
    expect(body).toContain(
      'Opt-in memory for each user, isolated from every other account and always encrypted with AES-256-GCM',
    );
    expect(body).not.toMatch(/SAML|team or client engagement/);
    await saveScreenshot(page, 'enterprise', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the blog lists each article once: the featured ones are not repeated in All Articles', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    await gotoHydrated(page, `${baseUrl}/blog`);
    const cardLinks = (section: string) =>
      page
        .getByRole('region', { name: section })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const featured = await cardLinks('Featured');
    const all = await cardLinks('All Articles');
    expect(featured).toHaveLength(2);
    expect([...featured, ...all].sort()).toEqual([...new Set([...featured, ...all])].sort());
    expect(featured.length + all.length).toBe(6);
    await page.getByText('6 articles found, 2 of them featured above').waitFor();
    await saveScreenshot(page, 'blog', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an unknown address answers 404 with the not-found page, which leads back home', async () => {
    const { page, errors } = await openPage(browser, {
      viewport,
      expected: [{ request: '/no-such-page', status: 404 }],
    });
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await saveScreenshot(page, 'not found', viewport.width);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    // A client route is still a page (200), reached directly.
    expect((await page.goto(`${baseUrl}/demo`))?.status()).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  });
});
