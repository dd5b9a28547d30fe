import { Injectable } from '@nestjs/common';
import { NO_LOCAL_PASSWORD, PasswordService } from '../users/password.service';
import { UserEntity } from '../users/entities/user.entity';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionDirectory } from '../sessions/session-directory';
import { TwoFactorAttemptsService } from '../two-factor/two-factor-attempts.service';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileErrors } from './profile.errors';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionDirectory,
    private readonly attempts: TwoFactorAttemptsService,
    private readonly securityLog: SecurityLogService,
  ) {}

  /**
   * Applies the fields that differ; logs email_changed for a new (or removed) e-mail address
   * and profile_updated with the names of the other fields that changed (one entry per kind of
   * change, so the Activity tab lists an e-mail change once). The address is where a password-reset
   * link goes, so changing it asks for the current password first (ASVS V2 re-authentication).
   */
  async update(signedIn: SessionUser, dto: UpdateProfileDto, context: RequestContext) {
    const user = await this.users.getAccount(signedIn.id);
    const emailChanges = dto.email !== undefined && dto.email !== user.email;
    if (emailChanges) await this.reauthenticate(user, dto.currentPassword, context);
    const changed: string[] = [];
    if (dto.username !== undefined && dto.username !== user.username) {
      const holder = await this.users.findByUsername(dto.username);
      if (holder && holder.id !== user.id) throw ProfileErrors.usernameTaken();
      user.username = dto.username;
      changed.push('username');
    }
    if (dto.email !== undefined && dto.email !== user.email) {
      user.email = dto.email;
      changed.push('email');
    }
    if (changed.length === 0) return user;
    const saved = await this.users.save(user).catch((err: unknown) => {
      // The unique lower(username) index catches a clash that raced past the check above.
      if (/unique|duplicate/i.test(String(err))) {
        throw ProfileErrors.usernameTaken();
      }
      throw err;
    });
    const others = changed.filter((field) => field !== 'email');
    if (others.length > 0) {
      await this.securityLog.record({
        user,
        event: 'profile_updated',
        success: true,
        context,
        details: { changed: others },
      });
    }
    if (emailChanges) {
      await this.securityLog.record({
        user,
        event: 'email_changed',
        success: true,
        context,
        // Whether an address is left, not the addresses: the log is no place for them.
        details: { removed: user.email === null },
      });
    }
    return saved;
  }

  /**
   * The current password before a sensitive change. Wrong guesses share the account's
   * 5-per-15-minutes budget with the password change and 2FA screens. An account without a
   * local password (single sign-on, LDAP) takes its address from the identity provider.
   */
  private async reauthenticate(
    user: UserEntity,
    currentPassword: string | undefined,
    context: RequestContext,
  ): Promise<void> {
    if (user.passwordHash === NO_LOCAL_PASSWORD) throw ProfileErrors.emailManagedExternally();
    if (!currentPassword) throw ProfileErrors.currentPasswordRequired();
    await this.attempts.assertAllowed(user.id);
    if (await this.passwords.verify(user.passwordHash, currentPassword)) return;
    await this.attempts.recordFailure(user.id);
    await this.securityLog.record({
      user,
      event: 'email_changed',
      success: false,
      context,
      details: { reason: 'invalid_current_password' },
    });
    throw ProfileErrors.wrongCurrentPassword();
  }

  /**
   * Checks the current password (wrong guesses share the account's 5-per-15-minutes budget),
   * stores the new hash and ends every other session of the user; this one continues.
   */
  async changePassword(
    signedIn: SessionUser,
    currentPassword: string,
    newPassword: string,
    sessionId: string,
    context: RequestContext,
  ): Promise<number> {
    const user = await this.users.getAccount(signedIn.id);
    await this.attempts.assertAllowed(user.id);
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      await this.attempts.recordFailure(user.id);
      await this.securityLog.record({
        user,
        event: 'password_changed',
        success: false,
        context,
        details: { reason: 'invalid_current_password' },
      });
      throw ProfileErrors.wrongCurrentPassword();
    }
    // A temporary password has been seen by an administrator: it cannot stay.
    if (user.mustChangePassword && newPassword === currentPassword) {
      throw ProfileErrors.sameAsTemporary();
    }
    await this.users.setPasswordHash(user.id, await this.passwords.hash(newPassword));
    const ended = await this.sessions.destroyForUser(user.id, sessionId);
    await this.securityLog.record({
      user,
      event: 'password_changed',
      success: true,
      context,
      details: { otherSessionsEnded: ended },
    });
    return ended;
  }
}
