import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from './a11y';
import { register, signIn, uniqueName } from './accounts';
import { launchBrowser } from './browser';
import { DESKTOP, openPage, PHONE, type Viewport } from './journey';

// Issue 34 item 9: the built-in engine answers the question it was asked, a direct sentence
// first and then the sources, never cut short; for a visitor and for a signed-in user, at 1280
// and 390 px. The plan catalogue is the seeded one (Starter $99, Professional $499 up to 5
// servers, Enterprise $1,999).
const baseUrl = inject('baseUrl');
const ANSWER_TIMEOUT = { timeout: 30_000 };
const QUESTION = 'How much does IronKeep cost per month for 3 AI servers?';
let browser: Browser;

beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

/** Asks the brain tab of /demo/unified and returns the finished answer's bubble. */
async function ask(page: Page, question: string): Promise<Locator> {
  await page.goto(`${baseUrl}/demo/unified`);
  const chat = page.locator('#brain-chat');
  await chat.getByLabel('Your question').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByTestId('message-sources').last().waitFor(ANSWER_TIMEOUT);
  return chat.locator('[data-role="assistant"]').last();
}

/** The paragraphs of an answer as shown (components/ui/message-content.tsx: one <p> each). */
const paragraphsOf = (answer: Locator) =>
  answer.locator('p.whitespace-pre-wrap').evaluateAll((ps) => ps.map((p) => p.textContent ?? ''));

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
] as [string, Viewport][])('at %s px', (_width, viewport) => {
  it('a visitor asking the price of 3 AI servers is told "Professional, $499/month, up to 5 servers" first', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    const answer = await ask(page, QUESTION);
    const paragraphs = await paragraphsOf(answer);
    expect(paragraphs[0]).toMatch(
      /^For 3 AI servers: Professional, \$499\/month, up to 5 servers\./,
    );
    expect(await answer.getByTestId('message-sources').textContent()).toContain(
      'Plans and Prices: How IronKeep Is Priced',
    );
    // Never cut short: no paragraph ends on an introduction whose list is missing.
    for (const [i, text] of paragraphs.entries()) {
      if (text.trimEnd().endsWith(':')) expect(paragraphs[i + 1]).toMatch(/^\s*(?:-|\d+\.)\s/);
    }
    await saveScreenshot(page, 'price of 3 servers, visitor', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a signed-in user gets the same direct answer, and a complete one for a list question', async () => {
    const { page, errors } = await openPage(browser, { viewport });
    const who = await register(page.context(), baseUrl, uniqueName('answers'));
    await signIn(page, baseUrl, who);
    const answer = await ask(page, QUESTION);
    expect((await paragraphsOf(answer))[0]).toMatch(
      /^For 3 AI servers: Professional, \$499\/month, up to 5 servers\./,
    );
    const sla = await paragraphsOf(await ask(page, 'What does the uptime SLA apply to?'));
    expect(sla[0]).toMatch(/^The uptime SLA applies to: Deployments IronKeep operates/);
    expect(sla.at(-1)).toMatch(/[.!?)*`]$/);
    await saveScreenshot(page, 'uptime sla, signed in', viewport.width);
    expect(errors).toEqual([]);
    await page.close();
  });
});
