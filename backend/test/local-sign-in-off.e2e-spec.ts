import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiClient, expectStatus, PASSWORD } from './api-client';
import { createTestApp } from './app.factory';

describe('LOCAL_LOGIN_ENABLED=false', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({
      LOCAL_LOGIN_ENABLED: 'false',
      ADMIN_USERNAME: 'operator',
      ADMIN_PASSWORD: PASSWORD,
    });
  });
  afterAll(() => app.close());

  it('says so on GET /api/auth/providers', async () => {
    const res = await request(app.getHttpServer()).get('/api/auth/providers').expect(200);
    expect(res.body).toEqual({
      local: false,
      oidc: null,
      ldap: false,
      passwordReset: 'administrator',
    });
  });

  it('refuses registration and password sign-in with 403', async () => {
    const client = new ApiClient(app);
    const reg = await client.register('newcomer').then(expectStatus(403));
    expect(reg.body).toMatchObject({ code: 'LOCAL_SIGN_IN_DISABLED' });
    const login = await client.login('someone').then(expectStatus(403));
    expect(login.body.code).toBe('LOCAL_SIGN_IN_DISABLED');
  });

  it('still signs in the ADMIN_USERNAME account, so the operator is never locked out', async () => {
    const client = new ApiClient(app);
    await client.login('Operator').then(expectStatus(200));
    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({ username: 'operator', role: 'admin' });
  });

  it('sends single sign-on to /auth?error=sso_disabled when no provider is configured', async () => {
    const res = await request(app.getHttpServer()).get('/api/auth/oidc/login').expect(302);
    expect(res.headers.location).toBe('/auth?error=sso_disabled');
  });
});
