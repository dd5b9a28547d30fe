import { Injectable } from '@nestjs/common';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { TwoFactorVerifier } from '../two-factor/two-factor-verifier.service';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AuthErrors } from './auth.errors';
import { RegisterDto } from './dto/register.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordService } from '../users/password.service';
import { CredentialCheckService } from './credential-check.service';
import { SignInEvents } from './sign-in-events';
import { SignInPolicy } from './sign-in-policy';

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
    private readonly policy: SignInPolicy,
    private readonly signIns: SignInEvents,
    private readonly credentials: CredentialCheckService,
  ) {}

  async register(dto: RegisterDto, context: RequestContext): Promise<UserEntity> {
    this.policy.assertRegistrationAllowed();
    if (await this.users.findByUsername(dto.username)) {
      throw AuthErrors.usernameTaken();
    }
    const user = await this.users.create({
      username: dto.username,
      email: dto.email ?? null,
      passwordHash: await this.passwords.hash(dto.password),
    });
    await this.securityLog.record({
      user,
      event: 'registration_success',
      success: true,
      context,
    });
    return user;
  }

  /**
   * Checks a sign-in attempt against the directory or local passwords (CredentialCheckService);
   * unknown users and bad passwords fail identically, with the same lockout, 2FA and log either way.
   */
  async validateLogin({ username, password, token, context }: LoginAttempt): Promise<UserEntity> {
    const ip = context.ip ?? 'unknown';
    await this.attempts.assertAllowed(ip, username);
    const { user, valid, method } = await this.credentials.check(username, password, context);
    if (!user || !valid) {
      await this.attempts.recordFailure(ip, username);
      await this.securityLog.record({
        user: user ?? null,
        attemptedUsername: username,
        event: 'login_failed',
        success: false,
        context,
        details: { reason: 'invalid_credentials', method },
      });
      throw AuthErrors.invalidCredentials();
    }
    if (!user.isActive) {
      await this.securityLog.record({
        user,
        event: 'login_failed',
        success: false,
        context,
        details: { reason: 'account_deactivated', method },
      });
      throw AuthErrors.accountDeactivated();
    }
    // Recorded on login_success; the monitoring screen counts these as 2FA uses.
    const twoFactor = user.twoFactorEnabled
      ? await this.checkSecondFactor(user, token, context)
      : undefined;
    await this.attempts.recordSuccess(username);
    await this.securityLog.record({
      user,
      event: 'login_success',
      success: true,
      context,
      details: { method, ...(twoFactor ? { twoFactor } : {}) },
    });
    await this.signIns.emit({ userId: user.id, method, twoFactor });
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
