import { Injectable } from '@nestjs/common';
import { toString as qrCodeSvg } from 'qrcode';
import { PasswordService } from '../users/password.service';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { UserEntity } from '../users/entities/user.entity';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { generateBackupCodes, hashBackupCode } from './backup-codes';
import { TwoFactorSetupDto, TwoFactorStatusDto } from './dto/two-factor.dto';
import { SecretCipher } from './secret-cipher';
import { newTotpSecret, otpauthUri } from './totp';
import { TwoFactorAttemptsService } from './two-factor-attempts.service';
import { TwoFactorVerifier } from './two-factor-verifier.service';
import { TwoFactorErrors } from './two-factor.errors';

/** The setup's QR code: medium error correction, a one-module quiet zone. */
export const QR_OPTIONS = { type: 'svg', errorCorrectionLevel: 'M', margin: 1 } as const;

/**
 * Setup stores a pending (encrypted) secret and hashed backup codes with 2FA still off;
 * enable switches it on after one correct code, so a user who never finishes is not locked out.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly cipher: SecretCipher,
    private readonly verifier: TwoFactorVerifier,
    private readonly attempts: TwoFactorAttemptsService,
    private readonly securityLog: SecurityLogService,
  ) {}

  async status(signedIn: SessionUser): Promise<TwoFactorStatusDto> {
    const user = await this.users.getAccount(signedIn.id);
    return {
      twoFactorEnabled: user.twoFactorEnabled,
      backupCodesCount: user.twoFactorEnabled ? this.verifier.backupHashes(user).length : 0,
    };
  }

  async setup(signedIn: SessionUser): Promise<TwoFactorSetupDto> {
    const user = await this.users.getAccount(signedIn.id);
    this.assertEnabled(user, false);
    const secret = newTotpSecret();
    const backupCodes = generateBackupCodes();
    user.twoFactorSecret = this.cipher.encrypt(secret);
    user.twoFactorBackupCodes = JSON.stringify(backupCodes.map((c) => hashBackupCode(c)));
    user.twoFactorLastStep = null;
    await this.users.save(user);
    const otpauthUrl = otpauthUri(user.username, secret);
    // SVG: sharp at any size and about a tenth of the CPU of encoding a PNG.
    const svg = await qrCodeSvg(otpauthUrl, QR_OPTIONS);
    const qrCodeUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return { qrCodeUrl, manualEntryKey: secret, otpauthUrl, backupCodes };
  }

  async enable(signedIn: SessionUser, token: string, context: RequestContext): Promise<void> {
    const user = await this.users.getAccount(signedIn.id);
    this.assertEnabled(user, false);
    if (!user.twoFactorSecret) {
      throw TwoFactorErrors.notSetUp();
    }
    // Only the authenticator proves the app was set up; a backup code does not.
    if (!(await this.verifier.verify(user, token, context, { allowBackup: false }))) {
      throw TwoFactorErrors.invalidCode();
    }
    user.twoFactorEnabled = true;
    await this.users.save(user);
    await this.securityLog.record({
      user,
      event: '2fa_enabled',
      success: true,
      context,
    });
  }

  async disable(
    signedIn: SessionUser,
    password: string,
    token: string,
    context: RequestContext,
  ): Promise<void> {
    const user = await this.users.getAccount(signedIn.id);
    this.assertEnabled(user, true);
    await this.attempts.assertAllowed(user.id);
    if (!(await this.passwords.verify(user.passwordHash, password))) {
      await this.verifier.recordFailure(user, context, 'invalid_password');
      throw TwoFactorErrors.incorrectPassword();
    }
    if (!(await this.verifier.verify(user, token, context, { allowBackup: true }))) {
      throw TwoFactorErrors.invalidCode();
    }
    Object.assign(user, {
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorBackupCodes: null,
      twoFactorLastStep: null,
    });
    await this.users.save(user);
    await this.securityLog.record({
      user,
      event: '2fa_disabled',
      success: true,
      context,
    });
  }

  async regenerateBackupCodes(signedIn: SessionUser, context: RequestContext): Promise<string[]> {
    const user = await this.users.getAccount(signedIn.id);
    this.assertEnabled(user, true);
    const codes = generateBackupCodes();
    user.twoFactorBackupCodes = JSON.stringify(codes.map((c) => hashBackupCode(c)));
    await this.users.save(user);
    await this.securityLog.record({
      user,
      event: 'backup_codes_regenerated',
      success: true,
      context,
    });
    return codes;
  }

  private assertEnabled(user: UserEntity, expected: boolean): void {
    if (user.twoFactorEnabled !== expected) {
      throw expected ? TwoFactorErrors.notEnabled() : TwoFactorErrors.alreadyEnabled();
    }
  }
}
