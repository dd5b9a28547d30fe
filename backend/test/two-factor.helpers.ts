import { generateSync } from 'otplib';
import { ApiClient, expectStatus } from './api-client';

const STEP_S = 30;

/** The TOTP an authenticator app would show `stepsAhead` steps from now. */
export function totp(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * STEP_S });
}

/** Registers nothing: runs setup + enable for a signed-in client; returns what the user saw. */
export async function enableTwoFactor(client: ApiClient) {
  const setup = await client.post('/api/auth/2fa/setup').then(expectStatus(200));
  const { manualEntryKey: secret, backupCodes } = setup.body.setup as {
    manualEntryKey: string;
    backupCodes: string[];
  };
  await client.post('/api/auth/2fa/enable', { token: totp(secret) }).then(expectStatus(200));
  return { secret, backupCodes, setup: setup.body.setup };
}

/** Signs in with a second factor; on success the client uses the new CSRF token. */
export async function loginWithCode(
  client: ApiClient,
  username: string,
  password: string,
  token: string,
) {
  const res = await client.post('/api/auth/login', { username, password, token });
  if (res.status === 200) client.csrfToken = res.body.csrfToken;
  return res;
}
