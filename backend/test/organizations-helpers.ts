import { INestApplication } from '@nestjs/common';
import { ApiClient, expectStatus } from './api-client';
import { uniqueName } from './app.factory';

export interface Account {
  client: ApiClient;
  id: string;
  username: string;
}

/** A new account, signed in. */
export async function signUp(app: INestApplication, prefix = 'user'): Promise<Account> {
  const client = new ApiClient(app);
  const username = uniqueName(prefix);
  const res = await client.register(username).then(expectStatus(201));
  await client.login(username).then(expectStatus(200));
  return { client, id: res.body.user.id, username };
}

export interface Organization {
  owner: Account;
  id: string;
  slug: string;
  name: string;
}

/** A new account that subscribes to `planId`, owning a fresh organisation. */
export async function newOrganization(
  app: INestApplication,
  planId = 'professional',
): Promise<Organization> {
  const owner = await signUp(app, 'owner');
  const slug = uniqueName('org').replace(/_/g, '-');
  const name = `Org ${slug}`;
  const res = await owner.client
    .post('/api/billing/subscribe', { planId, organizationName: name, slug })
    .then(expectStatus(201));
  return { owner, id: res.body.organization.id, slug, name };
}

/** Adds a fresh account to the organisation as a member. */
export async function addMember(app: INestApplication, org: Organization): Promise<Account> {
  const member = await signUp(app, 'member');
  await org.owner.client
    .post('/api/organizations/members', { username: member.username })
    .then(expectStatus(201));
  return member;
}

export const server = (url: string, overrides: Record<string, unknown> = {}) => ({
  name: 'GPU box',
  runtime: 'ollama',
  model: 'llama3.2',
  url,
  ...overrides,
});
