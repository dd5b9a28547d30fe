// The drill's accounts: sign-up and sign-in through the web entry point, as the SPA does them.
import { check } from './log.mjs';
import { WebClient } from './web-client.mjs';

export const PASSWORD = 'compose-drill-Passw0rd!';
/** The answer's JSON when its status is the one expected; else the drill fails. */
export function expectStatus(res, status, what) {
  check(
    res.status === status,
    `${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`,
  );
  return res.body;
}

export async function signUp(base, username) {
  const client = new WebClient(base);
  expectStatus(await client.fetchCsrfToken(), 200, 'GET /api/csrf-token');
  expectStatus(
    await client.post('/api/auth/register', { username, password: PASSWORD }),
    201,
    `sign-up of ${username}`,
  );
  return client;
}

export async function signIn(base, username) {
  const client = new WebClient(base);
  const res = await client.signIn(username, PASSWORD);
  expectStatus(res, 200, `sign-in of ${username}`);
  check(typeof res.body.csrfToken === 'string', 'sign-in answered no csrfToken');
  return client;
}
