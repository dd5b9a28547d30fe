import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

// Debian's Chromium; never a downloaded browser. Flags keep it off the (closed) network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs`: more Chromium switches, e.g. a --host-resolver-rules mapping. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * A console error or failed request that a journey expects, e.g. the 401 of a wrong password.
 * `request`: a path (compared with the URL's pathname) or a RegExp (tested on the whole URL);
 * `status`: the HTTP status (omit it to allow any failure, network errors included).
 */
export type Expected =
  { request: string | RegExp; status?: number; method?: string } | { console: string | RegExp };

/**
 * Collects what the page did not expect: uncaught errors, console errors, answers >= 400 and
 * requests that failed. Journeys end with `expect(errors).toEqual([])`, so a broken screen, a
 * stray 404 or a noisy console cannot pass silently. Requests the page cancelled itself
 * (net::ERR_ABORTED: navigation, an AbortController) are not failures. Chromium's own console
 * line for a failed load is left to the request listeners, which name the URL.
 */
export function watchPageErrors(page: Page, expected: Expected[] = []): Error[] {
  const errors: Error[] = [];
  const matches = (pattern: string | RegExp, url: string) =>
    typeof pattern === 'string' ? new URL(url).pathname === pattern : pattern.test(url);
  const allowed = (method: string, url: string, status?: number) =>
    expected.some(
      (e) =>
        'request' in e &&
        matches(e.request, url) &&
        (e.status === undefined || e.status === status) &&
        (e.method === undefined || e.method === method),
    );
  const where = (url: string) => new URL(url).pathname + new URL(url).search;

  page.on('pageerror', (err) => errors.push(err));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || text.startsWith('Failed to load resource')) return;
    const known = (p: string | RegExp) => (typeof p === 'string' ? text.includes(p) : p.test(text));
    if (expected.some((e) => 'console' in e && known(e.console))) return;
    errors.push(new Error(`console error on ${where(page.url())}: ${text}`));
  });
  page.on('response', (response) => {
    const status = response.status();
    const method = response.request().method();
    if (status < 400 || allowed(method, response.url(), status)) return;
    errors.push(new Error(`${method} ${where(response.url())} answered ${status}`));
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    if (failure === 'net::ERR_ABORTED' || allowed(request.method(), request.url())) return;
    errors.push(new Error(`${request.method()} ${where(request.url())} failed: ${failure}`));
  });
  return errors;
}

/**
 * Opens `url` and waits until React has attached to it: <html data-hydrated> (set by
 * app/root-layout.tsx). A prerendered page shows its buttons long before they work; a click
 * before hydration would do nothing (on a slow machine, the journey then times out).
 */
export async function gotoHydrated(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
): Promise<void> {
  await page.goto(url, options);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Brings a lazily hydrated island (components/lazy-island.tsx, e.g. a form) into view and waits
 * until its code is in and React has attached to it.
 */
export async function waitForIsland(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await inside
    .locator('xpath=ancestor::*[@data-island][1][@data-hydrated]')
    .waitFor({ state: 'attached' });
}
