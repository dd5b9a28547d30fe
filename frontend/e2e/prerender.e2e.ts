import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getArticle } from '../src/features/blog/data/articles';
import { HERO } from '../src/features/marketing/content/home';
import { canonicalUrl, PAGE_META } from '../src/features/marketing/content/seo';
import { gotoHydrated, launchBrowser } from './browser';

// The marketing pages are prerendered by `npm run build` (scripts/prerender.mjs) and hydrated.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

/** The HTML as a crawler or a browser sees it before any JavaScript runs. */
const rawHtml = async (path: string) => {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

it('answers / with the hero, the title, the description and the canonical link in the HTML', async () => {
  const html = await rawHtml('/');
  expect(html).toContain(escapeHtml(HERO.headline));
  expect(html).toContain(`<title>${escapeHtml(PAGE_META.home.title)}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${canonicalUrl('/')}"/>`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
});

it('prerenders the other marketing pages, and leaves account routes to the client', async () => {
  expect(await rawHtml('/enterprise')).toContain(escapeHtml(PAGE_META.enterprise.title));
  const article = getArticle('deploy-private-ai-healthcare-hipaa-compliance');
  expect(await rawHtml(`/blog/${article.slug}`)).toContain(escapeHtml(article.title));
  expect(await rawHtml('/dashboard')).toContain('<div id="root"></div>');
});

it.each(['/', '/enterprise', '/blog', '/blog/soc-2-type-ii-compliance-ai-systems', '/terms'])(
  'hydrates %s without a hydration error and stays interactive',
  async (path) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      // Production React reports a mismatch as minified error #418/#423/#425 (recoverable).
      if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(text)) problems.push(text);
    });
    await gotoHydrated(page, `${baseUrl}${path}`);
    // Interactive after hydration: the mobile menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('title').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  },
);

it.each(['/', '/enterprise', '/blog'])(
  'hydrates every island of %s as the visitor scrolls, without a hydration error',
  async (path) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await gotoHydrated(page, `${baseUrl}${path}`);
    const islands = page.locator('[data-island=""]');
    expect(await islands.count()).toBeGreaterThan(0);
    // Below-the-fold islands wait: their code is not part of the first download.
    expect(await page.locator('[data-island][data-hydrated]').count()).toBeLessThan(
      await islands.count(),
    );
    for (let i = 0; i < (await islands.count()); i += 1) {
      await islands.nth(i).scrollIntoViewIfNeeded();
      await islands.nth(i).and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
    }
    // Static sections (data-island="static") stay server HTML: scrolled past, never hydrated.
    const staticIslands = page.locator('[data-island="static"]');
    for (let i = 0; i < (await staticIslands.count()); i += 1) {
      await staticIslands.nth(i).scrollIntoViewIfNeeded();
    }
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-island="static"][data-hydrated]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  },
);

it('keeps what a visitor typed into a form before its code arrived, and holds an early submit', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await gotoHydrated(page, `${baseUrl}/`);
  // The contact section is an island holding the form's own island: take the innermost.
  const formIsland = page
    .locator('[data-island]', { has: page.locator('#contact-message') })
    .last();
  expect(await formIsland.getAttribute('data-hydrated')).toBeNull();
  // Type into the plain HTML (scripted, so nothing scrolls it on screen) and submit it.
  await page.evaluate(() => {
    const message = document.querySelector<HTMLTextAreaElement>('#contact-message')!;
    message.value = 'Typed before hydration';
    message.dispatchEvent(new Event('input', { bubbles: true }));
    message.form!.requestSubmit();
  });
  await page.locator('#contact-message').scrollIntoViewIfNeeded();
  await formIsland.locator('xpath=self::*[@data-hydrated]').waitFor({ state: 'attached' });
  expect(new URL(page.url()).search).toBe('');
  expect(await page.locator('#contact-message').inputValue()).toBe('Typed before hydration');
  // The form library has the value too: its live counter counts it.
  await page.getByText('22/1000').waitFor();
  await page.close();
});

it('opens the menu for a tap made before React attached (the page code arrived late)', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // A slow phone or network: the home page's own chunk arrives a second late.
  await page.route(/\/assets\/home-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`${baseUrl}/`);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor();
  await page.close();
});
