import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchPageErrors, type Expected } from './browser';

// The set-up every journey file shares: one Chromium per file, pages in their own contexts (own
// cookies, so each is its own visitor) at a known size, and their unexpected errors collected.

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
export type Viewport = typeof DESKTOP;

export type PageOptions = {
  /** DESKTOP unless given. */
  viewport?: Viewport;
  /**
   * The demo's guided tour opens on a first visit and covers the page; marked as seen unless a
   * journey is about the tour itself.
   */
  tourSeen?: boolean;
  /** An origin allowed to read and write the clipboard (journeys that check a Copy button). */
  clipboardFor?: string;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Console errors and failed requests the journey causes on purpose (browser.ts). */
  expected?: Expected[];
};

export type OpenPage = { context: BrowserContext; page: Page; errors: Error[] };

export async function newContext(
  browser: Browser,
  { viewport = DESKTOP, tourSeen = true, clipboardFor, reducedMotion }: PageOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, reducedMotion });
  if (tourSeen) {
    await context.addInitScript(() => localStorage.setItem('ironkeep.demoTour.seen', 'true'));
  }
  if (clipboardFor) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: clipboardFor });
  }
  return context;
}

/** A page in a new context, whose unexpected errors land in `errors`. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenPage> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page, options.expected) };
}

/**
 * A journey file's browser and first page: `beforeAll(async () => ({ browser, page, errors } =
 * await startJourney({...})))`, with `afterAll(() => browser?.close())`.
 */
export async function startJourney(
  options: PageOptions = {},
): Promise<OpenPage & { browser: Browser }> {
  const browser = await launchBrowser();
  return { browser, ...(await openPage(browser, options)) };
}

/** A short suffix that makes names and addresses unique per run and per call. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
