import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { findBackupCode } from './backup-codes';
import { SecretCipher } from './secret-cipher';
import { matchTotp } from './totp';
import { TwoFactorAttemptsService } from './two-factor-attempts.service';

export type CodeKind = 'totp' | 'backup';

/**
 * Checks a second-factor code for a user with a stored secret: a TOTP (never the same time
 * step twice) or, when allowed, an unused backup code (consumed). Both consumptions are
 * conditional UPDATEs, so two requests racing with one code cannot both succeed.
 */
@Injectable()
export class TwoFactorVerifier {
  private readonly logger = new Logger(TwoFactorVerifier.name);

  constructor(
    private readonly users: UsersService,
    private readonly cipher: SecretCipher,
    private readonly attempts: TwoFactorAttemptsService,
    private readonly securityLog: SecurityLogService,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 when the account has too many recent failures; logs and counts a miss. */
  async verify(
    user: UserEntity,
    token: string,
    context: RequestContext,
    { allowBackup }: { allowBackup: boolean },
  ): Promise<CodeKind | null> {
    await this.attempts.assertAllowed(user.id);
    const kind =
      (await this.consumeTotp(user, token)) ??
      (allowBackup ? await this.consumeBackupCode(user, token) : null);
    if (kind === null) {
      await this.recordFailure(user, context, 'invalid_code');
      return null;
    }
    await this.attempts.reset(user.id);
    if (kind === 'backup') {
      const remaining = this.backupHashes(user).length;
      await this.securityLog.record({
        user,
        event: 'backup_code_used',
        success: true,
        context,
        details: { remaining },
      });
    }
    return kind;
  }

  async recordFailure(user: UserEntity, context: RequestContext, reason: string): Promise<void> {
    await this.attempts.recordFailure(user.id);
    await this.securityLog.record({
      user,
      event: '2fa_failed',
      success: false,
      context,
      details: { reason },
    });
  }

  backupHashes(user: UserEntity): string[] {
    return user.twoFactorBackupCodes ? (JSON.parse(user.twoFactorBackupCodes) as string[]) : [];
  }

  private async consumeTotp(user: UserEntity, token: string): Promise<CodeKind | null> {
    const secret = this.readSecret(user);
    if (secret === null) return null;
    const step = matchTotp(secret, token, user.twoFactorLastStep, this.clock.nowMs());
    if (step === null) return null;
    if (!(await this.users.claimTotpStep(user.id, step))) return null;
    user.twoFactorLastStep = step;
    return 'totp';
  }

  /**
   * Null when the secret cannot be decrypted (the encryption key changed): TOTP then fails like a
   * wrong code, and a backup code still lets the user in to disable and set up 2FA again.
   */
  private readSecret(user: UserEntity): string | null {
    if (!user.twoFactorSecret) return null;
    try {
      return this.cipher.decrypt(user.twoFactorSecret);
    } catch (err) {
      this.logger.error(`TOTP secret of user ${user.id} cannot be decrypted: ${err}`);
      return null;
    }
  }

  private async consumeBackupCode(user: UserEntity, token: string): Promise<CodeKind | null> {
    const hashes = this.backupHashes(user);
    const index = findBackupCode(hashes, token);
    if (index === -1) return null;
    const next = JSON.stringify(hashes.filter((_, i) => i !== index));
    if (!(await this.users.replaceBackupCodes(user.id, user.twoFactorBackupCodes, next))) {
      return null;
    }
    user.twoFactorBackupCodes = next;
    return 'backup';
  }
}
