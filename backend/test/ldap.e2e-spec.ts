import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Attribute, Change, Client } from 'ldapts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { Repository } from 'typeorm';
import { AuditEntryEntity } from '../src/modules/audit/entities/audit-entry.entity';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import {
  LDAP_ADMIN_GROUP,
  LDAP_MANAGER_GROUP,
  LDAP_SERVICE,
  LDAP_USERS,
  startSlapd,
  TestSlapd,
} from './identity/slapd';
import { enableTwoFactor, loginWithCode, totp } from './two-factor.helpers';

const PASS = 'directory-password';
// PostgreSQL runs share one database across suites: directory names must not meet other tests'.
const tag = randomBytes(3).toString('hex');
const u = (name: string) => `${name}${tag}`;

describe('LDAP directory sign-in (a real slapd)', () => {
  let slapd: TestSlapd;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    slapd = await startSlapd([
      { uid: u('alice'), password: PASS, mail: 'alice@corp.example', groups: [LDAP_ADMIN_GROUP] },
      { uid: u('carol'), password: PASS, groups: [LDAP_MANAGER_GROUP] },
      { uid: u('bob'), password: PASS },
      { uid: u('erin'), password: PASS },
      { uid: u('frank'), password: PASS },
      { uid: u('o*brien'), password: PASS },
      { uid: u('oxbrien'), password: 'another-password' },
    ]);
    app = await createTestApp({
      LDAP_URL: slapd.url,
      LDAP_BIND_DN: LDAP_SERVICE.dn,
      LDAP_BIND_PASSWORD: LDAP_SERVICE.password,
      LDAP_USER_BASE: LDAP_USERS,
      LDAP_ADMIN_GROUP,
      LDAP_MANAGER_GROUP,
    });
  });
  afterAll(async () => {
    await app.close();
    await slapd.stop();
  });

  async function signIn(username: string, password = PASS) {
    const client = new ApiClient(app);
    const res = await client.login(username, password);
    return { client, res };
  }

  it('says so on GET /api/auth/providers', async () => {
    const res = await request(app.getHttpServer()).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({
      local: true,
      oidc: null,
      ldap: true,
      passwordReset: 'administrator',
    });
  });

  it('signs directory users in with the role their groups grant', async () => {
    for (const [uid, role] of [
      [u('alice'), 'admin'],
      [u('carol'), 'manager'],
      [u('bob'), 'user'],
    ]) {
      const { res } = await signIn(uid);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ username: uid, role });
    }
    const trail: Repository<AuditEntryEntity> = app.get(getRepositoryToken(AuditEntryEntity));
    const last = await trail.findOne({
      where: { action: 'login_success' },
      order: { id: 'DESC' },
    });
    expect(JSON.parse(last!.details!)).toMatchObject({ method: 'ldap' });
  });

  it('re-derives the role from group membership at every sign-in', async () => {
    const first = await signIn(u('erin'));
    expect(first.res.body.user.role).toBe('user');
    const root = new Client({ url: slapd.url });
    await root.bind(`cn=root,dc=ironkeep,dc=test`, 'root-secret');
    const erin = `uid=${u('erin')},${LDAP_USERS}`;
    const change = (operation: 'add' | 'delete') =>
      root.modify(
        LDAP_MANAGER_GROUP,
        new Change({ operation, modification: new Attribute({ type: 'member', values: [erin] }) }),
      );
    await change('add');
    const second = await signIn(u('erin'));
    expect(second.res.body.user).toMatchObject({ id: first.res.body.user.id, role: 'manager' });
    await change('delete');
    await root.unbind();
    expect((await signIn(u('erin'))).res.body.user.role).toBe('user');
  });

  it('refuses a wrong password exactly like an unknown user', async () => {
    const wrong = await signIn(u('bob'), 'not-the-password');
    expect(wrong.res.status).toBe(401);
    expect(wrong.res.body.code).toBe('INVALID_CREDENTIALS');
    const unknown = await signIn('nobody-here', 'whatever-password');
    expect(unknown.res.status).toBe(401);
    expect(unknown.res.body.message).toBe(wrong.res.body.message);
  });

  it('escapes the username per RFC 4515: filter characters match only themselves', async () => {
    const star = await signIn(u('o*brien'));
    expect(star.res.status).toBe(200);
    expect(star.res.body.user.username).toBe(u('obrien'));
    for (const injected of ['*', `${u('alice')})(uid=*`, 'al*', `${u('alice')})(|(uid=*)`]) {
      const res = await signIn(injected, PASS);
      expect(res.res.status).toBe(401);
    }
  });

  it('applies the lockout: 10 failures lock the username, even for the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(u('frank'), 'wrong-password')).res.status).toBe(401);
    }
    const locked = await signIn(u('frank'));
    expect(locked.res.status).toBe(429);
  });

  it('asks directory users for their second factor once they enabled 2FA', async () => {
    const { client } = await signIn(u('carol'));
    const { secret } = await enableTwoFactor(client);
    const challenge = await signIn(u('carol'));
    expect(challenge.res.status).toBe(401);
    expect(challenge.res.body.code).toBe('TWO_FACTOR_REQUIRED');
    const withCode = await loginWithCode(new ApiClient(app), u('carol'), PASS, totp(secret, 1));
    expect(withCode.status).toBe(200);
  });

  it('never lets a local password shadow a directory account of the same name', async () => {
    // A local "oxbrien" registered before the directory was connected.
    const local = new ApiClient(app);
    await local.register(u('oxbrien'), 'local-password-1').then(expectStatus(201));
    expect((await signIn(u('oxbrien'), 'local-password-1')).res.status).toBe(401);
    const directory = await signIn(u('oxbrien'), 'another-password');
    expect(directory.res.status).toBe(200);
    expect(directory.res.body.user.username).toBe(`${u('oxbrien')}-2`);
  });

  it('still signs in local accounts the directory does not know', async () => {
    const local = new ApiClient(app);
    await local.register(u('local_only')).then(expectStatus(201));
    await local.login(u('local_only')).then(expectStatus(200));
  });
});

describe('LDAP directory down', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const slapd = await startSlapd([]);
    await slapd.stop();
    app = await createTestApp({
      LDAP_URL: slapd.url,
      LDAP_USER_BASE: LDAP_USERS,
      LDAP_TIMEOUT_MS: '2000',
    });
  });
  afterAll(() => app.close());

  it('answers 503 with a clear message, not 500 and not a wrong password', async () => {
    const res = await new ApiClient(app).login('alice', PASS);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'DIRECTORY_UNAVAILABLE',
      message: 'The sign-in directory cannot be reached right now. Please try again in a moment.',
    });
  });
});

describe('LDAP over TLS (slapd with a throwaway CA)', () => {
  let slapd: TestSlapd;
  const apps: NestFastifyApplication[] = [];
  const user = { uid: `tls${tag}`, password: PASS };

  beforeAll(async () => {
    slapd = await startSlapd([user], { tls: true });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await slapd.stop();
  });

  async function appWith(env: Record<string, string>) {
    const app = await createTestApp({
      LDAP_BIND_DN: LDAP_SERVICE.dn,
      LDAP_BIND_PASSWORD: LDAP_SERVICE.password,
      LDAP_USER_BASE: LDAP_USERS,
      LDAP_TIMEOUT_MS: '3000',
      ...env,
    });
    apps.push(app);
    return app;
  }

  it('signs in over StartTLS and over ldaps:// when the directory’s CA is given', async () => {
    const setups: Record<string, string>[] = [
      { LDAP_URL: slapd.url, LDAP_STARTTLS: 'true', LDAP_TLS_CA_FILE: slapd.caFile! },
      { LDAP_URL: slapd.ldapsUrl!, LDAP_TLS_CA_FILE: slapd.caFile! },
    ];
    for (const env of setups) {
      const res = await new ApiClient(await appWith(env)).login(user.uid, PASS);
      expect(res.status).toBe(200);
    }
  });

  it('refuses a certificate it cannot verify: 503, no password sent', async () => {
    const app = await appWith({ LDAP_URL: slapd.ldapsUrl! });
    const res = await new ApiClient(app).login(user.uid, PASS);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DIRECTORY_UNAVAILABLE');
  });
});
