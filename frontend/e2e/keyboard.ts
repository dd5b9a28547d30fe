import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Keyboard-only journeys (keyboard-*.e2e.ts): move with Tab like a keyboard user, and at every
// stop check that the focused element shows a focus indicator.

export type FocusStop = { description: string; ring: boolean };

/**
 * The focused element, and whether it shows a visible indicator: an outline of 2 px or more, or
 * a box-shadow ring of 2 px or more (the app's :focus-visible style is a 2 px ring with a 2 px
 * offset, index.css). A plain drop shadow has no spread and does not count.
 */
export async function focused(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { description: 'body', ring: false };
    // Measured once a transition of the ring (transition-all) has ended.
    const transitions = element.getAnimations().map((animation) => animation.finished);
    await Promise.all(transitions.map((finished) => finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const spreads = [...style.boxShadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px/g)];
    const ring = spreads.some(([, spread]) => Number(spread) >= 2);
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent;
    const label = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return { description: `${element.tagName.toLowerCase()} "${label}"`, ring: outline || ring };
  });
}

/** Fails unless the focused element shows a focus indicator. */
export async function expectFocusRing(page: Page): Promise<void> {
  const stop = await focused(page);
  expect(stop.ring, `no visible focus indicator on ${stop.description}`).toBe(true);
}

/** True when `target` is the focused element. */
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement, undefined, { timeout: 5000 });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking the focus
 * indicator at every stop on the way. Returns the stops, so a test can check the order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, back = false }: { max?: number; back?: boolean } = {},
): Promise<string[]> {
  await target.waitFor({ state: 'attached' });
  const handle = await target.elementHandle();
  const stops: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    stops.push(stop.description);
    expect(stop.ring, `no visible focus indicator on ${stops.join(' → ')}`).toBe(true);
    if (await handle!.evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error(`Tab never reached the target; stops: ${stops.join(' → ')}`);
}

/** Types into the focused field, as a keyboard user would. */
export async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/**
 * Presses an arrow (or Home/End) key in a tab list until `target` has the focus. Radix moves
 * the focus on the next task, so each press waits for the move before the next.
 */
export async function arrowTo(page: Page, key: string, target: Locator, max = 6): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const before = await focused(page);
    await page.keyboard.press(key);
    await expect.poll(async () => (await focused(page)).description).not.toBe(before.description);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${key} never reached the target`);
}
