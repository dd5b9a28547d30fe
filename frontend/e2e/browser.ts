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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Fails the test on any uncaught page error, so broken screens cannot pass silently. */
export function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
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
