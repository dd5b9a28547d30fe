import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiClient, PASSWORD, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { entriesBy } from './audit-helpers';
import { usersRepo } from './admin-helpers';
import { NO_LOCAL_PASSWORD } from '../src/modules/users/password.service';

describe('Profile and password', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function signedIn(email?: string) {
    const client = new ApiClient(app);
    const username = uniqueName('prof');
    const reg = await client.register(username, PASSWORD, email).then(expectStatus(201));
    await client.login(username).then(expectStatus(200));
    return { client, username, userId: reg.body.user.id as string };
  }

  const eventsOf = async (userId: string) =>
    (await entriesBy(app, userId)).map((l) => `${l.event}:${l.success}`);

  it('needs a session', async () => {
    const client = new ApiClient(app);
    await client.send('put', '/api/profile', { username: 'x' }).then(expectStatus(401));
    await client.send('put', '/api/profile/password', {}).then(expectStatus(401));
  });

  it('updates only the fields sent, logs profile_updated, and clears an emptied email', async () => {
    const { client, username, userId } = await signedIn('old@example.com');
    const renamed = `${username}_x`;
    const res = await client
      .send('put', '/api/profile', { username: renamed })
      .then(expectStatus(200));
    expect(res.body.user).toMatchObject({ username: renamed, email: 'old@example.com' });
    const cleared = await client
      .send('put', '/api/profile', { email: '', currentPassword: PASSWORD })
      .then(expectStatus(200));
    expect(cleared.body.user.email).toBeNull();
    await client.agent
      .get('/api/auth/me')
      .expect(200)
      .expect((r) => {
        expect(r.body.user.username).toBe(renamed);
      });
    expect(await eventsOf(userId)).toContain('profile_updated:true');
  });

  // Issue 34 item 15: the address a reset link goes to changes only with the current password.
  it('changes the email only with the current password, and logs email_changed', async () => {
    const { client, userId } = await signedIn('first@example.com');
    const missing = await client
      .send('put', '/api/profile', { email: 'second@example.com' })
      .then(expectStatus(400));
    expect(missing.body).toMatchObject({
      code: 'CURRENT_PASSWORD_REQUIRED',
      message: 'Enter your current password to change your email address',
    });
    const wrong = await client
      .send('put', '/api/profile', {
        email: 'second@example.com',
        currentPassword: 'not-it-at-all',
      })
      .then(expectStatus(400));
    expect(wrong.body).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Current password is incorrect',
    });
    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.email).toBe('first@example.com');

    const changed = await client
      .send('put', '/api/profile', { email: 'second@example.com', currentPassword: PASSWORD })
      .then(expectStatus(200));
    expect(changed.body.user.email).toBe('second@example.com');
    // The same address again, or only the username: no password asked.
    await client
      .send('put', '/api/profile', { email: 'second@example.com' })
      .then(expectStatus(200));
    const events = await eventsOf(userId);
    expect(events).toEqual(expect.arrayContaining(['email_changed:false', 'email_changed:true']));
    // One entry for one change: the email is not also a profile_updated.
    expect(events).not.toContain('profile_updated:true');
  });

  it('counts wrong passwords for an email change against the 5-per-15-minutes budget', async () => {
    const { client } = await signedIn('budget@example.com');
    for (let i = 0; i < 5; i++) {
      await client
        .send('put', '/api/profile', { email: 'x@example.com', currentPassword: `wrong-${i}` })
        .then(expectStatus(400));
    }
    await client
      .send('put', '/api/profile', { email: 'x@example.com', currentPassword: PASSWORD })
      .then(expectStatus(429));
  });

  it('leaves the email of a single sign-on account to the identity provider', async () => {
    const { client, userId } = await signedIn('sso@example.com');
    await usersRepo(app).update({ id: userId }, { passwordHash: NO_LOCAL_PASSWORD });
    const res = await client
      .send('put', '/api/profile', { email: 'other@example.com', currentPassword: 'anything' })
      .then(expectStatus(400));
    expect(res.body.code).toBe('EMAIL_MANAGED_EXTERNALLY');
  });

  it('validates with the spec messages and answers 409 on a username clash', async () => {
    const { client } = await signedIn();
    const { username: taken } = await signedIn();
    const cases: Array<[object, string]> = [
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'x'.repeat(51) }, 'Username must be less than 50 characters'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
    ];
    for (const [body, message] of cases) {
      const res = await client.send('put', '/api/profile', body).then(expectStatus(400));
      expect(res.body.message).toContain(message);
    }
    const clash = await client.send('put', '/api/profile', { username: taken.toUpperCase() });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Username already exists');
  });

  it('validates the password form with the spec messages', async () => {
    const { client } = await signedIn();
    const cases: Array<[object, string]> = [
      [
        { newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
        'Current password is required',
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        'Password must be at least 8 characters',
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'new-password-1' },
        'Password confirmation is required',
      ],
      [
        {
          currentPassword: PASSWORD,
          newPassword: 'new-password-1',
          confirmPassword: 'new-password-2',
        },
        "Passwords don't match",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client.send('put', '/api/profile/password', body).then(expectStatus(400));
      expect(res.body.message).toContain(message);
    }
  });

  it('refuses a wrong current password and throttles repeated guesses', async () => {
    const { client, userId } = await signedIn();
    const attempt = {
      currentPassword: 'wrong-pass-1',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    };
    const first = await client
      .send('put', '/api/profile/password', attempt)
      .then(expectStatus(400));
    expect(first.body.message).toBe('Current password is incorrect');
    for (let i = 0; i < 4; i++) {
      await client.send('put', '/api/profile/password', attempt).then(expectStatus(400));
    }
    await client
      .send('put', '/api/profile/password', { ...attempt, currentPassword: PASSWORD })
      .then(expectStatus(429));
    expect(await eventsOf(userId)).toContain('password_changed:false');
  });

  it('changes the password, keeps this session and ends the other sessions', async () => {
    const { client, username, userId } = await signedIn();
    const laptop = new ApiClient(app);
    await laptop.login(username).then(expectStatus(200));
    await laptop.agent.get('/api/auth/me').expect(200);
    await client
      .send('put', '/api/profile/password', {
        currentPassword: PASSWORD,
        newPassword: 'brand-new-password',
        confirmPassword: 'brand-new-password',
      })
      .then(expectStatus(200));
    await client.agent.get('/api/auth/me').expect(200);
    await laptop.agent.get('/api/auth/me').expect(401);
    await new ApiClient(app).login(username).then(expectStatus(401));
    await new ApiClient(app).login(username, 'brand-new-password').then(expectStatus(200));
    expect(await eventsOf(userId)).toContain('password_changed:true');
  });
});
