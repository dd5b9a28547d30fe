import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoHydrated } from './browser';

// Accounts for the journeys that need one: made and signed in through the API (fast), then the
// account page is opened once so the app learns who is signed in (lib/session's browser note).

export const PASSWORD = 'correct-horse-battery';
export type Credentials = { username: string; password: string };

/** A fresh username: unique per run and per call, within the 3–50 character rule. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function csrfToken(context: BrowserContext, baseUrl: string): Promise<string> {
  const res = await context.request.get(`${baseUrl}/api/csrf-token`);
  return ((await res.json()) as { token: string }).token;
}

export async function register(
  context: BrowserContext,
  baseUrl: string,
  username: string,
  password = PASSWORD,
): Promise<Credentials> {
  const res = await context.request.post(`${baseUrl}/api/auth/register`, {
    headers: { 'X-CSRF-Token': await csrfToken(context, baseUrl) },
    data: { username, password },
  });
  expect(res.status(), `register ${username}`).toBe(201);
  return { username, password };
}

/** Signs `page`'s context in and waits for the account dashboard to greet the user. */
export async function signIn(page: Page, baseUrl: string, who: Credentials): Promise<void> {
  const context = page.context();
  const res = await context.request.post(`${baseUrl}/api/auth/login`, {
    headers: { 'X-CSRF-Token': await csrfToken(context, baseUrl) },
    data: who,
  });
  expect(res.status(), `sign in ${who.username}`).toBe(200);
  await gotoHydrated(page, `${baseUrl}/dashboard`);
  await page.getByText(`Welcome back, ${who.username}!`).waitFor();
}

/** A new context (own cookies) at desktop width; the demo tour is marked as seen. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('ironkeep.demoTour.seen', 'true'));
  return context;
}
