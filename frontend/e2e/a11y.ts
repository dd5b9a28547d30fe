import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, PHONE, type Viewport } from './journey';

// The accessibility gate's shared steps (a11y-*.e2e.ts): axe-core on a screen as it is now, at
// desktop and phone width. `npm run screenshots` runs the same journeys with SCREENSHOTS_DIR
// set, so every state the gate checks is also saved as a picture to look at.

/** WCAG 2.2 A and AA, as GOV.UK and USWDS run axe; best-practice rules are not part of it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for what would make a check or a picture depend on timing: web fonts, finite CSS
 * animations and transitions (a fading dialog has the wrong contrast half-way), layout.
 * Endless ones (spinners, pulses) are left running.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Serious and critical axe violations of the page as it is, one readable line per element. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page in one call (the default opens a second page to merge
  // frames): half the time, and the app has no iframes to merge.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
      }),
    );
}

/**
 * Checks one state of a screen at each width (1280 and 390 px unless told): no serious or
 * critical violation. Soft, so one run lists every failing state; the page is left at the
 * width it had.
 */
export async function checkState(
  page: Page,
  state: string,
  widths: Viewport[] = [DESKTOP, PHONE],
): Promise<void> {
  const before = page.viewportSize();
  // A toast on screen is part of the state: hovered, it stays while every width is checked.
  if (await page.locator(OPEN_TOAST).count()) await holdToasts(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    await settle(page);
    const where = `${state} at ${size.width} px`;
    expect.soft(await seriousViolations(page), where).toEqual([]);
    expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toEqual([]);
    expect.soft(await squashedIcons(page), `${where} has squashed icons`).toEqual([]);
    await saveScreenshot(page, state, size.width);
  }
  if (before) await page.setViewportSize(before);
}

const OPEN_TOAST = 'li[data-state="open"]';

/** Keeps Radix toasts on screen while a state is checked: a hovered toast does not time out. */
export async function holdToasts(page: Page): Promise<void> {
  // Best effort: a toast that is already closing cannot be held (nor needs to be).
  await page
    .locator(OPEN_TOAST)
    .first()
    .hover({ timeout: 2000 })
    .catch(() => undefined);
}

/**
 * Elements that stick out past the right edge, so the page scrolls sideways (WCAG 1.4.10
 * Reflow at phone width; at any width a layout bug). Inside a scrolling box they are fine.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return [];
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > limit + 1 && !clipped(el);
    // The culprits: elements that stick out while none of their children does.
    return [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`.slice(0, 120));
  });
}

/** Closes every toast on screen, so the next state is checked without them. */
export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>('[toast-close]').forEach((button) => button.click()),
  );
  await page.locator('[toast-close]').first().waitFor({ state: 'detached' });
}

/** Answers requests to `path` with a 500 (an error state) until the returned function runs. */
export async function failWith(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}*`;
  await page.route(pattern, (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } }),
  );
  return () => page.unroute(pattern);
}

/** Holds requests to `path` (the screen stays loading) until the returned function runs. */
export async function holdRequests(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}*`;
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding ? void held.push(route) : route.fallback()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(pattern);
  };
}

/**
 * Square icons drawn narrower than tall: a flex row squeezed them (no shrink-0) when its text
 * wrapped, as the pricing page's shield did at 390 px.
 */
export async function squashedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.lucide')]
      .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0 && box.width < box.height - 1)
      .slice(0, 5)
      .map(({ icon, box }) => {
        const text = icon.parentElement?.textContent?.trim().slice(0, 60) ?? '';
        return `${[...icon.classList].join('.')} ${box.width.toFixed(1)}x${box.height} in "${text}"`;
      }),
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** With SCREENSHOTS_DIR set: a full-page PNG and a line in manifest.jsonl for the index page. */
export async function saveScreenshot(page: Page, state: string, width: number): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const journey = basename(expect.getState().testPath ?? 'journey', '.e2e.ts');
  const file = `${slug(journey)}--${slug(state)}-${width}.png`;
  mkdirSync(dir, { recursive: true });
  // From the top: a sticky header would otherwise show half-way down the picture.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: join(dir, file), fullPage: true });
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolled);
  const line = { journey, test: expect.getState().currentTestName, state, width, file };
  appendFileSync(join(dir, 'manifest.jsonl'), `${JSON.stringify(line)}\n`);
}
