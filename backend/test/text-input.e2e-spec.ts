import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { signedInAs, SignedIn } from './admin-helpers';

const INVALID_TEXT = {
  statusCode: 400,
  code: 'INVALID_TEXT',
  message: 'Text must be valid Unicode and must not contain NUL characters',
};

/**
 * Text with a NUL or a lone UTF-16 surrogate is refused with one 400 wherever it arrives: body,
 * query string or path value (common/validation/text-input.hook.ts), before guards and pipes.
 */
describe('Text input: NUL and lone surrogates', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('refuses them in a path value', async () => {
    await admin.client.agent.get('/api/admin/roles/manager/permissions').then(expectStatus(200));
    const res = await admin.client.agent.get('/api/admin/roles/man%00ager/permissions');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID_TEXT);
  });

  it('refuses them in the query string', async () => {
    const res = await admin.client.agent.get('/api/admin/users').query({ search: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID_TEXT);
  });

  it('refuses them in a body, before the sign-in guard reads it', async () => {
    const visitor = new ApiClient(app);
    const res = await visitor.login('user\uD800name', 'whatever-password');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(INVALID_TEXT);
  });
});
