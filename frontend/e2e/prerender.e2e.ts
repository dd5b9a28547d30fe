import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { getArticle } from '../src/features/blog/data/articles';
import { HERO } from '../src/features/marketing/content/home';
import { canonicalUrl, PAGE_META } from '../src/features/marketing/content/seo';
import { launchBrowser } from './browser';

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
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // Interactive after hydration: the mobile menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('title').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  },
);
