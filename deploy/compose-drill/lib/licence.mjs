// The organization's licence key, issued by the stack's site (the backend signs it), verified by
// the stack's local service: it reads the public key the backend exports to the
// license_public_key volume (docs/licensing.md#keys), with nothing set in .env.
import { expectStatus } from './accounts.mjs';
import { check, note } from './log.mjs';

/** `owner`: the organization owner's WebClient; `localService`: its published loopback address. */
export async function verifyLicence(owner, localService) {
  const licence = await currentLicence(owner);
  const res = await fetch(`${localService}/license/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ license_key: licence.key, device_fingerprint: 'compose-drill' }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json().catch(() => ({}));
  check(
    res.status === 200 && body.valid === true,
    `the local service refused the site's licence: ${res.status} ${JSON.stringify(body)}`,
  );
  note(
    `licence ${licence.keyId ? `signed by key ${licence.keyId} ` : ''}verified by the local service: ${body.tier}, ${body.maxUsers} users, ${body.organization}`,
  );
}

/** The licence is issued when the subscription starts; wait for it, up to 20 s. */
async function currentLicence(owner) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await owner.get('/api/licenses/current');
    if (res.status === 200 || Date.now() > deadline) {
      return expectStatus(res, 200, 'GET /api/licenses/current');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
