import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { entriesBy } from './audit-helpers';
import { UserEntity } from '../src/modules/users/entities/user.entity';
import { ApiClient, PASSWORD, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { enableTwoFactor, loginWithCode, totp } from './two-factor.helpers';
import { toString as qrCodeSvg } from 'qrcode';
import { QR_OPTIONS } from '../src/modules/two-factor/two-factor.service';

describe('Two-factor authentication', () => {
  let app: NestFastifyApplication;
  let users: Repository<UserEntity>;

  beforeAll(async () => {
    app = await createTestApp();
    users = app.get(getRepositoryToken(UserEntity));
  });
  afterAll(() => app.close());

  async function signedIn() {
    const client = new ApiClient(app);
    const username = uniqueName('tfa');
    await client.register(username).then(expectStatus(201));
    await client.login(username).then(expectStatus(200));
    const user = await users.findOneByOrFail({ username });
    return { client, username, userId: user.id };
  }

  const events = async (userId: string) => (await entriesBy(app, userId)).map((l) => l.event);

  it('refuses every 2FA route when signed out', async () => {
    const client = new ApiClient(app);
    await client.agent.get('/api/auth/2fa/status').expect(401);
    for (const path of ['setup', 'enable', 'disable', 'backup-codes']) {
      await client.post(`/api/auth/2fa/${path}`, {}).then(expectStatus(401));
    }
  });

  it('sets up with a 160-bit secret, a standard otpauth URI, a QR data URL and 10 backup codes', async () => {
    const { client, username } = await signedIn();
    await client.agent
      .get('/api/auth/2fa/status')
      .expect(200, { twoFactorEnabled: false, backupCodesCount: 0 });
    const { body } = await client.post('/api/auth/2fa/setup').then(expectStatus(200));
    const { manualEntryKey, otpauthUrl, qrCodeUrl, backupCodes } = body.setup;
    expect(body.success).toBe(true);
    expect(manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/IronKeep:${username}?secret=${manualEntryKey}&issuer=IronKeep`,
    );
    // The picture is the QR code of exactly the otpauth URI an authenticator app reads.
    const [, svg] = /^data:image\/svg\+xml;base64,(.+)$/.exec(qrCodeUrl)!;
    expect(Buffer.from(svg, 'base64').toString()).toBe(await qrCodeSvg(otpauthUrl, QR_OPTIONS));
    expect(backupCodes).toHaveLength(10);
    backupCodes.forEach((c: string) => expect(c).toMatch(/^\d{8}$/));
    expect(new Set(backupCodes).size).toBe(10);
    // Still off until a code proves the app was set up.
    await client.agent.get('/api/auth/2fa/status').expect(200, {
      twoFactorEnabled: false,
      backupCodesCount: 0,
    });
  });

  it('stores the secret encrypted and the backup codes hashed, never in API responses', async () => {
    const { client, username } = await signedIn();
    const { secret, backupCodes } = await enableTwoFactor(client);
    const row = await users.findOneByOrFail({ username });
    expect(row.twoFactorSecret).not.toContain(secret);
    expect(row.twoFactorSecret).toMatch(/^v1\./);
    for (const code of backupCodes) expect(row.twoFactorBackupCodes).not.toContain(code);
    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.twoFactorEnabled).toBe(true);
    expect(JSON.stringify(me.body)).not.toContain(secret);
    await client.agent.get('/api/auth/2fa/status').expect(200, {
      twoFactorEnabled: true,
      backupCodesCount: 10,
    });
  });

  it('enable: wrong code is 400, malformed code is 400 with the message, setup twice when on is 400', async () => {
    const { client } = await signedIn();
    await client.post('/api/auth/2fa/enable', { token: '123456' }).then(expectStatus(400));
    await client.post('/api/auth/2fa/setup').then(expectStatus(200));
    const bad = await client.post('/api/auth/2fa/enable', { token: '12ab56' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Verification code must be 6 digits');
    const wrong = await client.post('/api/auth/2fa/enable', { token: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
  });

  it('login needs a code; a wrong one is 401 twoFactorRequired and logged; a TOTP works', async () => {
    const { client, username, userId } = await signedIn();
    const { secret } = await enableTwoFactor(client);
    const other = new ApiClient(app);
    await other
      .login(username)
      .then(expectStatus(401))
      .then((res) => {
        expect(res.body).toMatchObject({
          success: false,
          twoFactorRequired: true,
          code: 'TWO_FACTOR_REQUIRED',
        });
      });
    const wrong = await loginWithCode(other, username, PASSWORD, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      success: false,
      twoFactorRequired: true,
      message: 'Invalid authentication code',
    });
    await loginWithCode(other, username, PASSWORD, totp(secret, 1)).then(expectStatus(200));
    await other.agent.get('/api/auth/me').expect(200);
    expect(await events(userId)).toEqual(expect.arrayContaining(['2fa_enabled', '2fa_failed']));
    // The monitoring screen counts sign-ins whose login_success names the second factor.
    const logins = await entriesBy(app, userId, { action: 'login_success' });
    expect(logins.map((l) => l.details.twoFactor)).toContain('totp');
  });

  it('refuses a TOTP that was already accepted (replay), at login and at disable', async () => {
    const { client, username } = await signedIn();
    const { secret } = await enableTwoFactor(client);
    const code = totp(secret, 1);
    await loginWithCode(new ApiClient(app), username, PASSWORD, code).then(expectStatus(200));
    await loginWithCode(new ApiClient(app), username, PASSWORD, code).then(expectStatus(401));
    // The code used to enable is also spent.
    const enableCode = totp(secret);
    await loginWithCode(new ApiClient(app), username, PASSWORD, enableCode).then(expectStatus(401));
    const disable = await client.post('/api/auth/2fa/disable', { password: PASSWORD, token: code });
    expect(disable.status).toBe(400);
  });

  it('a backup code works once and is logged; the count goes down', async () => {
    const { client, username, userId } = await signedIn();
    const { backupCodes } = await enableTwoFactor(client);
    await loginWithCode(new ApiClient(app), username, PASSWORD, backupCodes[3]).then(
      expectStatus(200),
    );
    await loginWithCode(new ApiClient(app), username, PASSWORD, backupCodes[3]).then(
      expectStatus(401),
    );
    await client.agent.get('/api/auth/2fa/status').expect(200, {
      twoFactorEnabled: true,
      backupCodesCount: 9,
    });
    expect(await events(userId)).toContain('backup_code_used');
    const logins = await entriesBy(app, userId, { action: 'login_success' });
    expect(logins.map((l) => l.details.twoFactor)).toContain('backup_code');
  });

  it('regenerating backup codes invalidates the old ones', async () => {
    const { client, username, userId } = await signedIn();
    const { backupCodes: old } = await enableTwoFactor(client);
    const res = await client.post('/api/auth/2fa/backup-codes').then(expectStatus(200));
    const fresh: string[] = res.body.backupCodes;
    expect(fresh).toHaveLength(10);
    await loginWithCode(new ApiClient(app), username, PASSWORD, old[0]).then(expectStatus(401));
    await loginWithCode(new ApiClient(app), username, PASSWORD, fresh[0]).then(expectStatus(200));
    expect(await events(userId)).toContain('backup_codes_regenerated');
  });

  it('throttles wrong codes per account: 5 failures, then 429 even with the right code', async () => {
    const { client, username } = await signedIn();
    const { secret } = await enableTwoFactor(client);
    for (let i = 0; i < 5; i++) {
      await loginWithCode(new ApiClient(app), username, PASSWORD, '11111111').then(
        expectStatus(401),
      );
    }
    await loginWithCode(new ApiClient(app), username, PASSWORD, totp(secret, 1)).then(
      expectStatus(429),
    );
    const disable = await client.post('/api/auth/2fa/disable', {
      password: PASSWORD,
      token: totp(secret, 1),
    });
    expect(disable.status).toBe(429);
  });

  it('disable needs the password and a code (TOTP or backup), then turns 2FA off', async () => {
    const { client, username, userId } = await signedIn();
    const { backupCodes } = await enableTwoFactor(client);
    const missing = await client.post('/api/auth/2fa/disable', { password: PASSWORD });
    expect(missing.status).toBe(400);
    const longCode = await client.post('/api/auth/2fa/disable', {
      password: PASSWORD,
      token: '123456789',
    });
    expect(longCode.body.message).toContain('Code must be 6 to 8 digits');
    const badPassword = await client.post('/api/auth/2fa/disable', {
      password: 'wrong-password',
      token: backupCodes[0],
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.message).toBe('Incorrect password');
    await client
      .post('/api/auth/2fa/disable', { password: PASSWORD, token: backupCodes[0] })
      .then(expectStatus(200));
    await client.agent.get('/api/auth/2fa/status').expect(200, {
      twoFactorEnabled: false,
      backupCodesCount: 0,
    });
    const row = await users.findOneByOrFail({ username });
    expect(row.twoFactorSecret).toBeNull();
    await new ApiClient(app).login(username).then(expectStatus(200));
    await client.post('/api/auth/2fa/backup-codes').then(expectStatus(400));
    expect(await events(userId)).toContain('2fa_disabled');
  });

  it('a secret that no longer decrypts (key changed) fails like a wrong code; backup codes still work', async () => {
    const { client, username } = await signedIn();
    const { secret, backupCodes } = await enableTwoFactor(client);
    const other = new ApiClient(app);
    const sealed = (await users.findOneByOrFail({ username })).twoFactorSecret!;
    const [version, iv, tag] = sealed.split('.');
    await users.update({ username }, { twoFactorSecret: [version, iv, tag, 'AAAA'].join('.') });
    await loginWithCode(other, username, PASSWORD, totp(secret, 1)).then(expectStatus(401));
    await loginWithCode(other, username, PASSWORD, backupCodes[0]).then(expectStatus(200));
  });
});
