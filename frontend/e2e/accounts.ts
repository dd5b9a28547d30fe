import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoHydrated } from './browser';

// Accounts for the journeys that need one: made and signed in through the API (fast), then the
// account page is opened once so the app learns who is signed in (lib/session's browser note);
// or through the /auth forms, for journeys that are about them.

export const PASSWORD = 'correct-horse-battery';
export type Credentials = { username: string; password: string };

/** A fresh username: unique per run and per call, within the 3–50 character rule. */
export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The longest username the rule allows (50), padded with the widest letter: layouts must cope. */
export const longestName = (prefix: string) => uniqueName(prefix).padEnd(50, 'w');

async function csrfToken(
  from: BrowserContext | APIRequestContext,
  baseUrl: string,
): Promise<string> {
  const request = 'request' in from ? from.request : from;
  const res = await request.get(`${baseUrl}/api/csrf-token`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A JSON call with the session's CSRF token, as the SPA makes it; fails the test on any status
 * from 300 up (with the body in the message). Answers the parsed body, or null when there is none.
 */
export async function apiCall<Body = unknown>(
  request: APIRequestContext,
  baseUrl: string,
  method: string,
  path: string,
  data?: object,
): Promise<Body> {
  const res = await request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'X-CSRF-Token': await csrfToken(request, baseUrl) },
    data,
  });
  const body = await res.text();
  expect(res.status(), `${method} ${path}: ${body}`).toBeLessThan(300);
  return (body ? JSON.parse(body) : null) as Body;
}

/**
 * Each account made through the API comes from an address of its own (198.18.0.0/15, the
 * benchmarking range): sign-up allows 20 accounts an hour per address, and the journeys of one
 * shard make more than that. The browser run's backend trusts X-Forwarded-For (TRUST_PROXY,
 * global-setup.ts); the journeys that sign up through the /auth form, from 127.0.0.1, stay well
 * under the limit, so the limit itself still holds for them.
 */
let visitors = 0;
export function visitorAddress(): string {
  visitors += 1;
  return `198.18.${(visitors >> 8) & 255}.${visitors & 255}`;
}

export async function register(
  context: BrowserContext,
  baseUrl: string,
  username: string,
  password = PASSWORD,
  extra: { email?: string } = {},
): Promise<Credentials> {
  const res = await context.request.post(`${baseUrl}/api/auth/register`, {
    headers: {
      'X-CSRF-Token': await csrfToken(context, baseUrl),
      'X-Forwarded-For': visitorAddress(),
    },
    data: { username, password, ...extra },
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

/**
 * Creates the account on /auth's Create Account tab (the page is on /auth) and waits for the
 * "Account Created!" toast; the form then switches to Sign In with the username filled in.
 */
export async function createAccountWithForm(page: Page, who: Credentials): Promise<void> {
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.locator('#register-username').fill(who.username);
  await page.locator('#register-password').fill(who.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Radix renders the toast and a screen-reader announcement of it.
  await page.getByText('Account Created!').first().waitFor();
}

/**
 * Sends /auth's Sign In form (the page is on /auth), with the authentication code when the
 * account asks for one. The caller waits for where the sign-in leads.
 */
export async function signInWithForm(page: Page, who: Credentials, code?: string): Promise<void> {
  await page.locator('#login-username').fill(who.username);
  await page.locator('#login-password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (code) {
    await page.locator('#login-token').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
}
