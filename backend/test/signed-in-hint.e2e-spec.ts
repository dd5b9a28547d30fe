import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';

/** The readable "signed in" hint the public pages' header relies on (sessions/signed-in-hint.ts). */
describe('Signed-in hint cookie', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const hint = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) =>
      c.startsWith('ironkeep_signed_in='),
    );

  it('is set, readable by scripts, at sign-in and cleared at sign-out; it grants nothing', async () => {
    const client = new ApiClient(app);
    const username = uniqueName('hint');
    await client.register(username).then(expectStatus(201));
    const login = await client.login(username).then(expectStatus(200));
    const set = hint(login)!;
    expect(set).toMatch(/^ironkeep_signed_in=1;/);
    expect(set).not.toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Max-Age=1800/);

    const stranger = new ApiClient(app);
    await stranger.agent.get('/api/auth/me').set('Cookie', 'ironkeep_signed_in=1').expect(401);

    const logout = await client.post('/api/auth/logout').then(expectStatus(200));
    expect(hint(logout)).toMatch(/^ironkeep_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });
});
