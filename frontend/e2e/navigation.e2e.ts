import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { paths } from '../src/config/paths';
import { apiCall, register, signInWithForm, uniqueName } from './accounts';
import { launchBrowser, type Expected } from './browser';
import { openPage, PHONE, type Viewport } from './journey';

// Issue 26 item 1: every route of the route table is reached from / by clicking only. Each
// persona loads / once (page.goto) and then only clicks; typing goes into forms, never the URL bar.
// The route table is config/paths.ts, where router.tsx takes every path from, so a new route
// fails the last test until a click leads to it.

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const LAPTOP: Viewport = { width: 1280, height: 800 };
const expected: Expected[] = [
  // A visitor's screens ask who is signed in; the answer is 401.
  { request: '/api/auth/me', status: 401 },
  // /local-chat looks for the local service on this machine, which this run does not start.
  { request: '/health' },
  { request: '/sessions' },
  { request: '/license/verify', method: 'POST' },
  { console: /^(Could not load sessions|License check failed) TypeError: Failed to fetch/ },
];

type PathEntry = { path: string };
const routePatterns = (node: object): string[] =>
  'path' in node
    ? [(node as PathEntry).path]
    : Object.values(node).flatMap((child: object) => routePatterns(child));

// Nothing is left out by design: the not-found catch-all ('*') is not in paths.ts, and
// /blog/:slug is reached through an article's link.

const table = routePatterns(paths);
const patternOf = (pathname: string) =>
  table.find((p) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname));
const reached = new Set<string>();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Clicks `target`, waits for `path` (a pattern for /blog/:slug) and a visible h1, records it. */
async function via(page: Page, target: Locator, path: string): Promise<void> {
  await target.click();
  await page.waitForURL((url) => patternOf(url.pathname) === path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  reached.add(path);
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');

async function start(viewport: Viewport) {
  const opened = await openPage(browser, { viewport, expected });
  await opened.page.goto(`${baseUrl}/`);
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  reached.add(paths.home.path);
  return opened;
}

it('a visitor clicks from / to every public page (1280×800)', async () => {
  const { context, page, errors } = await start(LAPTOP);
  const link = (name: string) => page.getByRole('link', { name, exact: true });

  await via(page, header(page).getByRole('link', { name: 'Enterprise' }), paths.enterprise.path);
  await via(page, footer(page).getByRole('link', { name: 'Solutions' }), paths.solutions.path);
  await via(page, footer(page).getByRole('link', { name: 'Blog' }), paths.blog.path);
  await via(page, page.locator('main a[href^="/blog/"]').first(), paths.blogPost.path);
  await via(page, footer(page).getByRole('link', { name: 'Privacy Policy' }), paths.privacy.path);
  await via(page, footer(page).getByRole('link', { name: 'Terms of Service' }), paths.terms.path);
  await via(page, footer(page).getByRole('link', { name: 'Pricing' }), paths.pricing.path);
  await via(page, header(page).getByRole('link', { name: 'Home' }), paths.home.path);
  await via(page, header(page).getByRole('link', { name: 'Try Demo' }), paths.demo.landing.path);
  await via(page, link('Compliance Assistant'), paths.demo.compliance.path);
  await via(page, link('Back'), paths.demo.landing.path);
  await via(page, link('Internal Documentation'), paths.demo.docs.path);
  await via(page, link('Back'), paths.demo.landing.path);
  await via(page, link('Developer Assistant'), paths.demo.developer.path);
  await via(page, link('Back'), paths.demo.landing.path);
  await via(page, link('Unified Demo, enhanced view'), paths.demo.enhanced.path);
  await via(page, link('Back'), paths.demo.landing.path);
  await via(page, link('Start the Unified Demo'), paths.demo.unified.path);
  await via(page, link('Back'), paths.demo.landing.path);
  await via(page, link('Back to home'), paths.home.path);
  await via(page, header(page).getByRole('link', { name: 'Sign in' }), paths.auth.path);
  await via(page, link('Forgot password?'), paths.forgotPassword.path);
  await via(page, link('Back to sign in'), paths.auth.path);
  expect(errors).toEqual([]);
  await context.close();
});

it('a customer subscribes by clicking and reaches the account pages (1280×800)', async () => {
  const { context, page, errors } = await start(LAPTOP);
  const who = await register(context, baseUrl, uniqueName('nav'));
  const link = (name: string) => page.getByRole('link', { name, exact: true });

  await via(page, header(page).getByRole('link', { name: 'Sign in' }), paths.auth.path);
  await signInWithForm(page, who);
  await page.waitForURL(`${baseUrl}${paths.dashboard.path}`);
  reached.add(paths.dashboard.path);

  await via(page, link('Create Organization'), paths.subscribe.path);
  await page.getByRole('button', { name: 'Choose Starter' }).click();
  await page.getByLabel('Organization name').fill(`Nav ${who.username}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await via(
    page,
    page.getByRole('button', { name: 'Confirm and start trial' }),
    paths.customerDashboard.path,
  );
  await via(page, link('Usage'), paths.usage.path);
  await via(page, link('Back to Organization'), paths.customerDashboard.path);
  await via(page, link('Knowledge'), paths.knowledge.path);
  await via(page, link('Back to Organization'), paths.customerDashboard.path);
  // An AI server's page in IronKeep (issue 42), from its card's Open AI Server.
  await apiCall(context.request, baseUrl, 'POST', '/api/servers', {
    name: 'Nav box',
    runtime: 'vllm',
    model: 'nav-model',
    url: 'http://127.0.0.1:9',
  });
  await page.reload();
  await via(
    page,
    page.getByTestId('server-card').getByRole('link', { name: 'Open AI Server' }),
    paths.server.path,
  );
  await via(page, link('Back to Organization'), paths.customerDashboard.path);
  await via(page, link('Install IronKeep Local'), paths.download.path);
  // The next steps show once a key is accepted: the owner's own is one click away.
  await page.getByRole('button', { name: "Use my organization's license key" }).click();
  await via(page, link('Open the local chat'), paths.localChat.path);
  await via(page, header(page).getByRole('link', { name: 'Dashboard' }), paths.dashboard.path);
  // The members' assistants (issue 32), from the dashboard's AI Assistants tile.
  await via(page, page.getByRole('link', { name: /Open assistants/ }), paths.assistants.path);
  await via(page, link('Back to Dashboard'), paths.dashboard.path);
  await via(page, link('Settings'), paths.settings.path);
  await via(page, header(page).getByRole('link', { name: 'Pricing' }), paths.pricing.path);
  await via(page, link('Billing'), paths.billing.path);
  // The account menu in the header (Radix): Memory, then the demo's "Turn on memory" hint.
  await header(page)
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await via(page, page.getByRole('menuitem', { name: 'Memory' }), paths.memory.path);
  await via(page, header(page).getByRole('link', { name: 'Try Demo' }), paths.demo.landing.path);
  await via(page, link('Start the Unified Demo'), paths.demo.unified.path);
  await via(page, link('Turn on memory'), paths.memory.path);
  expect(errors).toEqual([]);
  await context.close();
});

it('an admin on a phone signs in from the menu sheet and reaches the account pages (390×844)', async () => {
  const { context, page, errors } = await start(PHONE);
  const openMenu = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog');
  };

  await via(page, (await openMenu()).getByRole('link', { name: 'Sign in' }), paths.auth.path);
  await signInWithForm(page, admin);
  await page.waitForURL(`${baseUrl}${paths.dashboard.path}`);
  // The account shell's phone menu lists the account pages, Admin included.
  await via(page, (await openMenu()).getByRole('link', { name: 'Admin' }), paths.admin.path);
  await via(page, page.getByRole('link', { name: 'System Monitoring' }), paths.monitoring.path);
  await via(page, (await openMenu()).getByRole('link', { name: 'Memory' }), paths.memory.path);
  await via(
    page,
    (await openMenu()).getByRole('link', { name: 'Dashboard' }),
    paths.dashboard.path,
  );
  await via(page, page.getByRole('link', { name: 'Settings' }).first(), paths.settings.path);
  expect(errors).toEqual([]);
  await context.close();
});

it('reached every route of the table', () => {
  expect([...reached].sort()).toEqual([...table].sort());
});
