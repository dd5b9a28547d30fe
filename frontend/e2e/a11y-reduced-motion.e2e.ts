import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { gotoHydrated, launchBrowser } from './browser';
import { openPage, PHONE } from './journey';

// prefers-reduced-motion: the demo's paced text reveal, the tour's scrolling and the CSS
// animations (the mobile menu's slide) all give way. Each check runs with and without the
// setting, so it shows the difference rather than a number that might always pass.
const baseUrl = inject('baseUrl');
type Motion = 'reduce' | 'no-preference';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Asks the brain assistant; counts the steps in which its answer appeared, and the chunks sent. */
async function revealSteps(motion: Motion): Promise<{ steps: number; chunks: number }> {
  const { page, errors } = await openPage(browser, { reducedMotion: motion });
  await gotoHydrated(page, `${baseUrl}/demo/unified`);
  await page.evaluate(() => {
    const chat = document.getElementById('brain-chat')!;
    const seen: number[] = [];
    Object.assign(window, { textLengths: seen });
    new MutationObserver(() => seen.push(chat.textContent?.length ?? 0)).observe(chat, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/demo/ai/brain/stream'));
  const chat = page.locator('#brain-chat');
  await chat.getByRole('textbox', { name: 'Your question' }).fill('How is IronKeep priced?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByText('high confidence').waitFor({ timeout: 30_000 });
  const chunks = ((await (await streamed).text()).match(/"type":"chunk"/g) ?? []).length;
  const lengths = await page.evaluate(
    () => (window as unknown as { textLengths: number[] }).textLengths,
  );
  expect(errors).toEqual([]);
  await page.context().close();
  return { steps: new Set(lengths).size, chunks };
}

it('the demo answer appears as it arrives with reduced motion, paced without', async () => {
  const reduced = await revealSteps('reduce');
  const paced = await revealSteps('no-preference');
  expect(reduced.chunks).toBeGreaterThan(0);
  // The few other changes: the question, "Thinking...", sources, confidence, the buttons.
  expect(reduced.steps).toBeLessThanOrEqual(reduced.chunks + 8);
  expect(paced.steps).toBeGreaterThan(paced.chunks + 30);
});

/** How the tour scrolled its highlighted parts into view. */
async function tourScrolls(motion: Motion): Promise<string[]> {
  const { page } = await openPage(browser, { reducedMotion: motion, tourSeen: false });
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { scrollCalls: calls });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (
      this: Element,
      arg?: boolean | ScrollIntoViewOptions,
    ) {
      calls.push(typeof arg === 'object' ? (arg.behavior ?? 'auto') : 'auto');
      return original.call(this, arg);
    };
  });
  await gotoHydrated(page, `${baseUrl}/demo/unified?tour=1`);
  const tour = page.getByRole('dialog', { name: 'Guided tour' });
  await tour.getByRole('button', { name: 'Continue' }).click();
  await tour.getByText('Step 2 of 6').waitFor();
  const calls = await page.evaluate(
    () => (window as unknown as { scrollCalls: string[] }).scrollCalls,
  );
  await page.context().close();
  return calls;
}

it('the tour jumps to what it highlights with reduced motion, scrolls smoothly without', async () => {
  const reduced = await tourScrolls('reduce');
  expect(reduced.length).toBeGreaterThan(0);
  expect(reduced.every((behavior) => behavior !== 'smooth')).toBe(true);
  expect(await tourScrolls('no-preference')).toContain('smooth');
});

/** The durations (ms) of the mobile menu's animations as it opens at 390 px. */
async function menuAnimations(motion: Motion): Promise<number[]> {
  const { page } = await openPage(browser, { reducedMotion: motion, viewport: PHONE });
  await gotoHydrated(page, `${baseUrl}/`);
  const durations = await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('[data-menu-trigger]')!.click();
    return document
      .getElementById('mobile-menu')!
      .getAnimations()
      .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0));
  });
  await page.context().close();
  return durations;
}

it('the mobile menu opens without its slide with reduced motion', async () => {
  expect((await menuAnimations('reduce')).every((ms) => ms < 1)).toBe(true);
  expect(Math.max(...(await menuAnimations('no-preference')))).toBeGreaterThanOrEqual(100);
});
