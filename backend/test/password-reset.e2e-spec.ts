import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { hashResetToken } from '../src/modules/password-reset/password-reset.service';
import { NO_LOCAL_PASSWORD } from '../src/modules/users/password.service';
import { signedInAs, usersRepo } from './admin-helpers';
import { ApiClient, PASSWORD, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { entriesBy, sql } from './audit-helpers';
import { nextIp, visitor } from './lead-helpers';
import { ReceivedMail, startSmtpServer } from './smtp-test-server';

const NEUTRAL_ANSWER = {
  success: true,
  message:
    'If an account uses that address, a link to reset its password is on its way. The link works once, for 30 minutes.',
};
const LINK_INVALID = 'This reset link is invalid, used or expired. Request a new one.';

/** The token of the reset link in a received mail (decoded from quoted-printable). */
function tokenIn(mail: ReceivedMail): string {
  const body = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /\/forgot-password#token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!match) throw new Error(`no reset link in:\n${mail.raw}`);
  return match[1];
}

async function account(app: NestFastifyApplication, email: string | null) {
  const client = visitor(app);
  const username = uniqueName('reset');
  const res = await client.register(username, PASSWORD, email ?? undefined).then(expectStatus(201));
  await client.login(username).then(expectStatus(200));
  return { client, username, id: res.body.user.id as string };
}

const actions = async (app: NestFastifyApplication, userId: string) =>
  (await entriesBy(app, userId)).map((e) => `${e.event}:${e.success}`);

describe('Forgotten password with SMTP set up (issue 34 item 16)', () => {
  const smtp = startSmtpServer();
  const clock = new ManualClock();
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const port = await smtp.listen();
    app = await createTestApp(
      {
        TRUST_PROXY: 'true',
        PUBLIC_APP_URL: 'https://keep.example.com',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'mail-secret',
        SMTP_FROM: 'IronKeep <no-reply@keep.example.com>',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('offers the e-mailed link on the sign-in page', async () => {
    const res = await visitor(app).agent.get('/api/auth/providers').expect(200);
    expect(res.body.passwordReset).toBe('email');
  });

  it('mails a single-use link, stores only its hash, and the reset signs out every session', async () => {
    const email = `${uniqueName('owner')}@example.com`;
    const { client, username, id } = await account(app, email);
    const laptop = visitor(app);
    await laptop.login(username).then(expectStatus(200));

    const received = smtp.nextMail();
    await visitor(app)
      .post('/api/auth/password-reset/request', { email: email.toUpperCase() })
      .then(expectStatus(202, NEUTRAL_ANSWER));
    const mail = await received;
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toContain('Subject: Reset your IronKeep password');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
      'https://keep.example.com/forgot-password#token=3D',
    );
    const token = tokenIn(mail);
    const [row] = await sql(app, 'SELECT password_reset_token_hash AS h FROM users WHERE id = ?', [
      id,
    ]);
    expect(row.h).toBe(hashResetToken(token));
    expect(row.h).not.toContain(token);

    // Asking changes nothing yet: the old password and both sessions still work.
    await client.agent.get('/api/auth/me').expect(200);

    await visitor(app)
      .post('/api/auth/password-reset/confirm', { token, newPassword: 'a-brand-new-secret' })
      .then(expectStatus(200));
    await client.agent.get('/api/auth/me').expect(401);
    await laptop.agent.get('/api/auth/me').expect(401);
    await visitor(app).login(username).then(expectStatus(401));
    await visitor(app).login(username, 'a-brand-new-secret').then(expectStatus(200));

    const again = await visitor(app)
      .post('/api/auth/password-reset/confirm', { token, newPassword: 'another-secret-1' })
      .then(expectStatus(400));
    expect(again.body).toMatchObject({ code: 'RESET_LINK_INVALID', message: LINK_INVALID });
    expect(await actions(app, id)).toEqual(
      expect.arrayContaining(['password_reset_requested:true', 'password_reset_completed:true']),
    );
  });

  it('answers the same for an unknown address and mails nothing for it', async () => {
    const unknown = await visitor(app)
      .post('/api/auth/password-reset/request', { email: 'nobody-here@example.com' })
      .then(expectStatus(202));
    expect(unknown.body).toEqual(NEUTRAL_ANSWER);
    // The next mail to arrive is the known account's, asked for after the unknown address.
    const email = `${uniqueName('known')}@example.com`;
    await account(app, email);
    const received = smtp.nextMail();
    await visitor(app)
      .post('/api/auth/password-reset/request', { email })
      .then(expectStatus(202, NEUTRAL_ANSWER));
    expect((await received).to).toEqual([email]);
  });

  it('refuses a link after 30 minutes, and a later link replaces an earlier one', async () => {
    const email = `${uniqueName('late')}@example.com`;
    const { username, id } = await account(app, email);
    const first = smtp.nextMail();
    await visitor(app).post('/api/auth/password-reset/request', { email }).then(expectStatus(202));
    const firstToken = tokenIn(await first);
    const second = smtp.nextMail();
    await visitor(app).post('/api/auth/password-reset/request', { email }).then(expectStatus(202));
    const secondToken = tokenIn(await second);

    const replaced = await visitor(app)
      .post('/api/auth/password-reset/confirm', { token: firstToken, newPassword: 'new-secret-1' })
      .then(expectStatus(400));
    expect(replaced.body.code).toBe('RESET_LINK_INVALID');
    // The second link is the live one until its 30 minutes are up.
    const [row] = await sql(app, 'SELECT password_reset_token_hash AS h FROM users WHERE id = ?', [
      id,
    ]);
    expect(row.h).toBe(hashResetToken(secondToken));

    clock.advance(30 * 60 * 1000 + 1000);
    const expired = await visitor(app)
      .post('/api/auth/password-reset/confirm', { token: secondToken, newPassword: 'new-secret-1' })
      .then(expectStatus(400));
    expect(expired.body.message).toBe(LINK_INVALID);
    await visitor(app).login(username).then(expectStatus(200));
  });

  it('mails an address at most three times an hour and limits each client address', async () => {
    const email = `${uniqueName('busy')}@example.com`;
    await account(app, email);
    const mails = [smtp.nextMail(), smtp.nextMail(), smtp.nextMail()];
    for (let i = 0; i < 4; i++) {
      await visitor(app)
        .post('/api/auth/password-reset/request', { email })
        .then(expectStatus(202, NEUTRAL_ANSWER));
    }
    await Promise.all(mails);
    // The fourth request sent nothing: the next mail is the marker account's.
    const marker = `${uniqueName('marker')}@example.com`;
    await account(app, marker);
    const next = smtp.nextMail();
    await visitor(app).post('/api/auth/password-reset/request', { email: marker });
    expect((await next).to).toEqual([marker]);

    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      await visitor(app, ip)
        .post('/api/auth/password-reset/request', { email: `x${i}@example.com` })
        .then(expectStatus(202));
    }
    await visitor(app, ip)
      .post('/api/auth/password-reset/request', { email: 'x6@example.com' })
      .then(expectStatus(429));
  });

  it('lets an admin send the link instead of a temporary password, signing the account out', async () => {
    const admin = await signedInAs(app, 'admin');
    const email = `${uniqueName('member')}@example.com`;
    const target = await account(app, email);
    const received = smtp.nextMail();
    const res = await admin.client
      .post('/api/admin/users/password-reset', { userId: target.id })
      .then(expectStatus(200));
    expect(res.body).toMatchObject({ delivery: 'email', temporaryPassword: null });
    expect((await received).to).toEqual([email]);
    await target.client.agent.get('/api/auth/me').expect(401);
    // The old password keeps working until the link is used.
    await visitor(app).login(target.username).then(expectStatus(200));
  });

  it('validates the request and the confirmation', async () => {
    const bad = await visitor(app)
      .post('/api/auth/password-reset/request', { email: 'not-an-email' })
      .then(expectStatus(400));
    expect(bad.body.message).toContain('Invalid email address');
    const short = await visitor(app)
      .post('/api/auth/password-reset/confirm', { token: 'a'.repeat(43), newPassword: 'short' })
      .then(expectStatus(400));
    expect(short.body.message).toContain('Password must be at least 8 characters');
    const unknown = await visitor(app)
      .post('/api/auth/password-reset/confirm', {
        token: 'a'.repeat(43),
        newPassword: 'long-enough',
      })
      .then(expectStatus(400));
    expect(unknown.body.code).toBe('RESET_LINK_INVALID');
  });
});

describe('Forgotten password without SMTP: the administrator resets it', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  it('tells the sign-in page to ask an administrator and refuses the e-mail request', async () => {
    const res = await visitor(app).agent.get('/api/auth/providers').expect(200);
    expect(res.body.passwordReset).toBe('administrator');
    const refused = await visitor(app)
      .post('/api/auth/password-reset/request', { email: 'someone@example.com' })
      .then(expectStatus(400));
    expect(refused.body).toMatchObject({
      code: 'PASSWORD_RESET_BY_EMAIL_OFF',
      message:
        'Password reset by email is not set up here. Ask your administrator to reset your password.',
    });
  });

  it('sets a temporary password shown once, ends the sessions, and forces a change first', async () => {
    const admin = await signedInAs(app, 'admin');
    const target = await account(app, `${uniqueName('t')}@example.com`);
    const res = await admin.client
      .post('/api/admin/users/password-reset', { userId: target.id })
      .then(expectStatus(200));
    expect(res.body.delivery).toBe('temporary_password');
    const temporary = res.body.temporaryPassword as string;
    expect(temporary).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(res.body.message).toBe(
      `${target.username} has been signed out everywhere and must choose a new password at the next sign-in.`,
    );

    await target.client.agent.get('/api/auth/me').expect(401);
    await visitor(app).login(target.username).then(expectStatus(401));

    const user = visitor(app);
    const signIn = await user.login(target.username, temporary).then(expectStatus(200));
    expect(signIn.body.user.mustChangePassword).toBe(true);
    const me = await user.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.mustChangePassword).toBe(true);
    for (const path of [
      '/api/profile/security-logs',
      '/api/profile/sessions',
      '/api/organizations/members',
    ]) {
      const refused = await user.agent.get(path);
      expect([path, refused.status, refused.body.code]).toEqual([
        path,
        403,
        'PASSWORD_CHANGE_REQUIRED',
      ]);
    }
    await user
      .send('put', '/api/profile', { username: `${target.username}_x` })
      .then(expectStatus(403));
    const same = await user
      .send('put', '/api/profile/password', {
        currentPassword: temporary,
        newPassword: temporary,
        confirmPassword: temporary,
      })
      .then(expectStatus(400));
    expect(same.body.code).toBe('NEW_PASSWORD_SAME_AS_TEMPORARY');
    await user
      .send('put', '/api/profile/password', {
        currentPassword: temporary,
        newPassword: 'chosen-by-the-user',
        confirmPassword: 'chosen-by-the-user',
      })
      .then(expectStatus(200));
    const after = await user.agent.get('/api/auth/me').expect(200);
    expect(after.body.user.mustChangePassword).toBe(false);
    await user.agent.get('/api/profile/security-logs').expect(200);
    await user.post('/api/auth/logout').then(expectStatus(200));

    // One audit entry: the admin acted on the account; the password itself is nowhere in it.
    const [entry] = await entriesBy(app, admin.id, { action: 'password_reset_by_admin' });
    expect(entry).toMatchObject({ success: true, targetId: target.id });
    expect(entry.details).toMatchObject({
      delivery: 'temporary_password',
      targetUsername: target.username,
    });
    expect(JSON.stringify(entry)).not.toContain(temporary);
  });

  it('refuses the admin their own account and accounts without a local password', async () => {
    const admin = await signedInAs(app, 'admin');
    const own = await admin.client
      .post('/api/admin/users/password-reset', { userId: admin.id })
      .then(expectStatus(400));
    expect(own.body.message).toBe('Change your own password in Settings');
    const sso = await account(app, null);
    await usersRepo(app).update({ id: sso.id }, { passwordHash: NO_LOCAL_PASSWORD });
    const external = await admin.client
      .post('/api/admin/users/password-reset', { userId: sso.id })
      .then(expectStatus(400));
    expect(external.body.code).toBe('NO_LOCAL_PASSWORD');
    await admin.client
      .post('/api/admin/users/password-reset', { userId: '00000000-0000-4000-8000-000000000000' })
      .then(expectStatus(404));
  });

  it('lets a user with a temporary password sign out', async () => {
    const admin = await signedInAs(app, 'admin');
    const target = await account(app, null);
    const res = await admin.client
      .post('/api/admin/users/password-reset', { userId: target.id })
      .then(expectStatus(200));
    const user = new ApiClient(app);
    await user.login(target.username, res.body.temporaryPassword).then(expectStatus(200));
    await user.post('/api/auth/logout').then(expectStatus(200));
    await user.agent.get('/api/auth/me').expect(401);
  });
});
