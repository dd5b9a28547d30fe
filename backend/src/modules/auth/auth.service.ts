import { Injectable } from '@nestjs/common';
import { RequestContext } from '../security-log/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { TwoFactorVerifier } from '../two-factor/two-factor-verifier.service';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuthErrors } from './auth.errors';
import { RegisterDto } from './dto/register.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordService } from '../users/password.service';

export interface LoginAttempt {
  username: string;
  password: string;
  token?: string;
  context: RequestContext;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly attempts: LoginAttemptsService,
    private readonly securityLog: SecurityLogService,
    private readonly twoFactor: TwoFactorVerifier,
  ) {}

  async register(dto: RegisterDto, context: RequestContext): Promise<UserEntity> {
    if (await this.users.findByUsername(dto.username)) {
      throw AuthErrors.usernameTaken();
    }
    const user = await this.users.create({
      username: dto.username,
      email: dto.email ?? null,
      passwordHash: await this.passwords.hash(dto.password),
    });
    await this.securityLog.record({
      userId: user.id,
      event: 'registration_success',
      success: true,
      context,
    });
    return user;
  }

  /** Checks a sign-in attempt; unknown users and bad passwords fail identically. */
  async validateLogin({ username, password, token, context }: LoginAttempt): Promise<UserEntity> {
    const ip = context.ip ?? 'unknown';
    await this.attempts.assertAllowed(ip, username);
    const user = await this.users.findByUsername(username);
    const valid = user
      ? await this.passwords.verify(user.passwordHash, password)
      : await this.passwords.burnTime(password).then(() => false);
    if (!user || !valid) {
      await this.attempts.recordFailure(ip, username);
      await this.securityLog.record({
        userId: user?.id ?? null,
        event: 'login_failed',
        success: false,
        context,
        details: { reason: 'invalid_credentials' },
      });
      throw AuthErrors.invalidCredentials();
    }
    if (!user.isActive) {
      await this.securityLog.record({
        userId: user.id,
        event: 'login_failed',
        success: false,
        context,
        details: { reason: 'account_deactivated' },
      });
      throw AuthErrors.accountDeactivated();
    }
    // Recorded on login_success; the monitoring screen counts these as 2FA uses.
    const twoFactor = user.twoFactorEnabled
      ? await this.checkSecondFactor(user, token, context)
      : undefined;
    await this.attempts.recordSuccess(username);
    await this.securityLog.record({
      userId: user.id,
      event: 'login_success',
      success: true,
      context,
      ...(twoFactor ? { details: { twoFactor } } : {}),
    });
    return user;
  }

  /** 401 TWO_FACTOR_REQUIRED when the code is missing or wrong (TOTP or backup code). */
  private async checkSecondFactor(
    user: UserEntity,
    token: string | undefined,
    context: RequestContext,
  ): Promise<'totp' | 'backup_code'> {
    const kind =
      token === undefined
        ? null
        : await this.twoFactor.verify(user, token, context, { allowBackup: true });
    if (kind) return kind === 'backup' ? 'backup_code' : 'totp';
    throw AuthErrors.twoFactorRequired(Boolean(token));
  }
}
