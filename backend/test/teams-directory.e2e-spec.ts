import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Attribute, Change, Client } from 'ldapts';
import { randomBytes } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { signInAtProvider } from './identity/oidc-browser';
import { OidcTestProvider, startOidcTestProvider } from './identity/oidc-test-provider';
import {
  LDAP_MANAGER_GROUP,
  LDAP_SERVICE,
  LDAP_USERS,
  startSlapd,
  TestSlapd,
} from './identity/slapd';
import { newOrganization, Organization } from './organizations-helpers';

const APP_URL = 'http://ironkeep.test';
const REDIRECT_URI = `${APP_URL}/api/auth/oidc/callback`;
// PostgreSQL runs share one database across suites: names must not meet other tests'.
const tag = randomBytes(3).toString('hex');

async function teamMembers(org: Organization, teamId: string): Promise<string[]> {
  const res = await org.owner.client.agent.get(`/api/organizations/teams/${teamId}`).expect(200);
  return res.body.members.map((m: { username: string }) => m.username);
}

async function linkedTeam(org: Organization, idpGroup: string) {
  const res = await org.owner.client
    .post('/api/organizations/teams', { name: `Team ${idpGroup.slice(0, 40)}`, idpGroup })
    .then(expectStatus(201));
  return res.body.id as string;
}

describe("Teams follow the OpenID provider's groups claim at each sign-in", () => {
  let provider: OidcTestProvider;
  let app: NestFastifyApplication;
  const login = `carol${tag}`;

  beforeAll(async () => {
    provider = await startOidcTestProvider({
      redirectUris: [REDIRECT_URI],
      accounts: { [login]: { preferred_username: login, groups: ['Radiology', 'staff'] } },
    });
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      PUBLIC_APP_URL: APP_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  async function ssoSignIn(): Promise<TestAgent> {
    const agent = new ApiClient(app).agent;
    const start = await agent.get('/api/auth/oidc/login').expect(302);
    const back = await signInAtProvider(start.headers.location, login, REDIRECT_URI);
    await agent.get(`/api/auth/oidc/callback${back.search}`).expect(302);
    return agent;
  }

  it('an OIDC group claim puts a signed-in user in its team, and a removed group takes them out', async () => {
    const first = await ssoSignIn();
    const me = (await first.get('/api/auth/me').expect(200)).body.user;
    const org = await newOrganization(app);
    await org.owner.client
      .post('/api/organizations/members', { username: me.username })
      .then(expectStatus(201));
    const radiology = await linkedTeam(org, 'radiology'); // the claim's case does not matter
    const interns = await linkedTeam(org, 'interns');
    const manual = (
      await org.owner.client
        .post('/api/organizations/teams', { name: 'Hand-picked' })
        .then(expectStatus(201))
    ).body.id;
    await org.owner.client
      .send('put', `/api/organizations/teams/${manual}/members/${me.id}`)
      .then(expectStatus(200));
    // Added by hand to a linked team: the directory decides at the next sign-in.
    await org.owner.client
      .send('put', `/api/organizations/teams/${interns}/members/${me.id}`)
      .then(expectStatus(200));

    await ssoSignIn();
    expect(await teamMembers(org, radiology)).toEqual([me.username]);
    expect(await teamMembers(org, interns)).toEqual([]);
    expect(await teamMembers(org, manual)).toEqual([me.username]);

    provider.accounts.get(login)!.groups = ['interns'];
    await ssoSignIn();
    expect(await teamMembers(org, radiology)).toEqual([]);
    expect(await teamMembers(org, interns)).toEqual([me.username]);
    expect(await teamMembers(org, manual)).toEqual([me.username]);

    const audit = await org.owner.client.agent
      .get('/api/organizations/audit?limit=100')
      .expect(200);
    const synced = (
      audit.body.data as { action: string; actor: { auth: string }; details: { source?: string } }[]
    ).filter((e) => e.details.source === 'idp');
    expect(synced.map((e) => [e.action, e.actor.auth])).toEqual([
      ['team_member_removed', 'sso'],
      ['team_member_added', 'sso'],
      ['team_member_added', 'sso'],
      ['team_member_removed', 'sso'],
    ]);
  });
});

describe('Teams follow LDAP group DNs at each sign-in', () => {
  let slapd: TestSlapd;
  let app: NestFastifyApplication;
  const uid = `dora${tag}`;
  const PASS = 'directory-password';

  beforeAll(async () => {
    // A second member: a groupOfNames must keep one when dora is taken out.
    slapd = await startSlapd([
      { uid, password: PASS, groups: [LDAP_MANAGER_GROUP] },
      { uid: `eve${tag}`, password: PASS, groups: [LDAP_MANAGER_GROUP] },
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      LDAP_URL: slapd.url,
      LDAP_BIND_DN: LDAP_SERVICE.dn,
      LDAP_BIND_PASSWORD: LDAP_SERVICE.password,
      LDAP_USER_BASE: LDAP_USERS,
    });
  });
  afterAll(async () => {
    await app.close();
    await slapd.stop();
  });

  it('puts a directory user in the team naming a group that lists them, and out when it no longer does', async () => {
    const signIn = () => new ApiClient(app).login(uid, PASS).then(expectStatus(200));
    const me = (await signIn()).body.user;
    const org = await newOrganization(app);
    await org.owner.client
      .post('/api/organizations/members', { username: me.username })
      .then(expectStatus(201));
    const team = await linkedTeam(org, LDAP_MANAGER_GROUP.toUpperCase());
    await signIn();
    expect(await teamMembers(org, team)).toEqual([me.username]);

    const root = new Client({ url: slapd.url });
    await root.bind(`cn=root,dc=ironkeep,dc=test`, 'root-secret');
    await root.modify(
      LDAP_MANAGER_GROUP,
      new Change({
        operation: 'delete',
        modification: new Attribute({ type: 'member', values: [`uid=${uid},${LDAP_USERS}`] }),
      }),
    );
    await root.unbind();
    await signIn();
    expect(await teamMembers(org, team)).toEqual([]);
  });
});
