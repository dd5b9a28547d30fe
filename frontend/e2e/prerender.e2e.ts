import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getArticle } from '../src/features/blog/data/articles';
import { HERO } from '../src/features/marketing/content/home';
import { canonicalUrl, PAGE_META } from '../src/features/marketing/content/seo';
import { gotoHydrated, launchBrowser, waitForIsland } from './browser';
import { DESKTOP, PHONE } from './journey';

// The marketing pages are static HTML written by `npm run build` (scripts/prerender.mjs), with a
// one inline script (scripts/site-boot.mjs) that loads their behaviour (src/site-main.ts) after
// the first paint, and islands of React (components/islands/).
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
  expect(html).toContain(`<link rel="canonical" href="${canonicalUrl('/')}">`);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
});

it('prerenders the other marketing pages, and leaves account routes to the client', async () => {
  expect(await rawHtml('/enterprise')).toContain(escapeHtml(PAGE_META.enterprise.title));
  const article = getArticle('deploy-private-ai-healthcare-hipaa-compliance');
  expect(await rawHtml(`/blog/${article.slug}`)).toContain(escapeHtml(article.title));
  expect(await rawHtml('/dashboard')).toContain('<div id="root"></div>');
});

/** Console errors and page errors (a hydration mismatch is reported as one of them). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

/** The scripts a page loads, gzipped as bench:web counts them (KB). */
async function gzipKb(urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

it.each(['/', '/enterprise', '/blog', '/blog/soc-2-type-ii-compliance-ai-systems', '/terms'])(
  'serves %s as a static page: its first load is a few KB of script, and the menu works',
  async (path) => {
    const page = await browser.newPage({ viewport: PHONE });
    const problems = watchProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, `${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    // Issue 14: at most 35 KB gzip of JavaScript before the visitor does anything (no React).
    expect(await gzipKb(scripts)).toBeLessThanOrEqual(35);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByText('Get Started').waitFor();
    expect(await page.locator('title').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  },
);

it('carries one script before its paint: inline, allowed by its hash in the served policy', async () => {
  for (const path of ['/', '/enterprise', '/blog']) {
    const res = await fetch(`${baseUrl}${path}`);
    const html = await res.text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=|<link rel="modulepreload"/);
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  }
});

it('requests no script until the page has painted, then loads its behaviour', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const problems = watchProblems(page);
  await gotoHydrated(page, `${baseUrl}/`);
  const order = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { paint, scripts };
  });
  expect(order.paint).toBeDefined();
  expect(order.scripts.length).toBeGreaterThan(0);
  for (const start of order.scripts) expect(start).toBeGreaterThanOrEqual(order.paint!);
  expect(problems).toEqual([]);
  await page.close();
});

it('inlines the CSS a page uses and links the full stylesheet only when an island loads', async () => {
  const html = await rawHtml('/enterprise');
  expect(html).toMatch(/<style>[^<]*\.text-4xl\{/);
  // The one stylesheet link (for visitors without JavaScript) is inside <noscript>.
  expect(html.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toContain('rel="stylesheet"');
  expect(html).toMatch(/<html lang="en" data-full-stylesheet="\/assets\/[^"]+\.css"/);

  const page = await browser.newPage({ viewport: PHONE });
  await gotoHydrated(page, `${baseUrl}/enterprise`);
  const applied = () => page.locator('link[rel="stylesheet"]').count();
  expect(await applied()).toBe(0);
  await waitForIsland(page.getByLabel('First Name'));
  expect(await applied()).toBe(1);
  await page.close();
});

it.each(['/', '/enterprise', '/blog'])(
  'hydrates every island of %s on its own as the visitor reaches it, without an error',
  async (path) => {
    const page = await browser.newPage({ viewport: PHONE });
    const problems = watchProblems(page);
    await gotoHydrated(page, `${baseUrl}${path}`);
    const islands = page.locator('[data-island]');
    const count = await islands.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const island = islands.nth(i);
      await island.scrollIntoViewIfNeeded();
      // The blog's search waits for a touch; forms load as they near the screen.
      if ((await island.getAttribute('data-island-load')) === 'interaction') {
        await island.locator('input').first().focus();
      }
      await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached' });
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  },
);

it('keeps what a visitor typed into a form before its code arrived, and holds an early submit', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await gotoHydrated(page, `${baseUrl}/`);
  const formIsland = page.locator('[data-island]', { has: page.locator('#contact-message') });
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

it("filters the blog by what was typed before the island's code arrived", async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const problems = watchProblems(page);
  await gotoHydrated(page, `${baseUrl}/blog`);
  // The search's code is late: typing and a tap happen on the plain HTML.
  await page.route(/\/assets\/blog-articles-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.locator('#blog-search').fill('HIPAA');
  expect(await page.locator('[data-island="blog-articles"][data-hydrated]').count()).toBe(0);
  await page.getByRole('heading', { name: 'Search Results for HIPAA' }).waitFor();
  expect(await page.locator('#blog-search').inputValue()).toBe('HIPAA');
  expect(problems).toEqual([]);
  await page.close();
});

it('replays a category tap made before the blog code arrived', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.route(/\/assets\/blog-articles-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await gotoHydrated(page, `${baseUrl}/blog`);
  await page.getByRole('button', { name: 'Finance' }).click();
  expect(await page.locator('[data-island="blog-articles"][data-hydrated]').count()).toBe(0);
  await page.getByRole('heading', { name: 'Finance Articles' }).waitFor();
  await page.close();
});

it('opens the menu for a tap made before any script ran (the page script arrived late)', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  // A slow phone or network: the page's only script arrives a second late.
  await page.route(/\/assets\/site-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  // Not waiting for the load event: that waits for the script.
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).waitFor();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor();
  await page.close();
});

it('the mobile menu keeps the focus inside, closes on Escape and gives the focus back', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await gotoHydrated(page, `${baseUrl}/enterprise`);
  const button = page.getByRole('button', { name: 'Open menu' });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await dialog.waitFor();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  const focusInDialog = () =>
    page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
  // Close, Home, Enterprise, Try Demo, Sign in: more Tabs than that stay inside, both ways.
  for (let i = 0; i < 7; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  for (let i = 0; i < 7; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
  }
  expect(await dialog.getByRole('link', { name: 'Enterprise' }).getAttribute('aria-current')).toBe(
    'page',
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The dialog's close event (which resets both) follows its hiding by a task.
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  await expect
    .poll(() => button.evaluate((element) => element === document.activeElement))
    .toBe(true);
  await page.close();
});

it('leaves the skip link to the browser: the next Tab after it is inside <main>', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await gotoHydrated(page, `${baseUrl}/blog`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  await page.close();
});

it('scrolls smoothly to #contact, stopping 80 px below the top for the sticky header', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await gotoHydrated(page, `${baseUrl}/`);
  await page.getByRole('link', { name: 'Have questions? Contact us' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.round(document.getElementById('contact')!.getBoundingClientRect().top),
      ),
    )
    .toBe(80);
  // The link did not reload the page or add to its URL.
  expect(new URL(page.url()).hash).toBe('');
  await page.close();
});
