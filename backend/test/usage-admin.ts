import { INestApplication } from '@nestjs/common';
import { expectStatus } from './api-client';
import { signedInAs, SignedIn } from './admin-helpers';

const admins = new WeakMap<INestApplication, Promise<SignedIn>>();

/** One admin per app, signed in once. */
export function adminOf(app: INestApplication): Promise<SignedIn> {
  let admin = admins.get(app);
  if (!admin) admins.set(app, (admin = signedInAs(app, 'admin')));
  return admin;
}

/** PUT /api/admin/organizations/{id}/token-allowance as an admin. */
export async function setAllowance(
  app: INestApplication,
  organizationId: string,
  monthlyTokens: number | null,
) {
  const admin = await adminOf(app);
  return admin.client
    .send('put', `/api/admin/organizations/${organizationId}/token-allowance`, { monthlyTokens })
    .then(expectStatus(200));
}
