import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { RequestContext } from '../audit/request-context';
import { SignInPolicy } from '../auth/sign-in-policy';
import { Mailer } from '../leads/mail/mailer';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionDirectory } from '../sessions/session-directory';
import { AttemptLimiter } from '../throttling/attempt-limiter';
import { UserEntity } from '../users/entities/user.entity';
import { NO_LOCAL_PASSWORD, PasswordService } from '../users/password.service';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { ResetDelivery } from './dto/password-reset.dto';
import { PasswordResetErrors } from './password-reset.errors';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
/** Links mailed to one address per hour, whatever the callers' IPs (the route adds a per-IP limit). */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
/** Accounts sharing one address each get a link, up to this many. */
const ACCOUNTS_PER_ADDRESS = 5;
// No 0/O, 1/l/I: the administrator reads it out or types it into a message.
const TEMPORARY_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_PASSWORD_LENGTH = 16;

/** Only the SHA-256 of a token is stored: a copy of the database opens no account. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The ways back into an account whose password is forgotten: a single-use link by e-mail (when
 * SMTP is set up), or an administrator's reset (a link by e-mail, else a temporary password that
 * must be replaced at the next sign-in). Either way every session of the account ends.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionDirectory,
    private readonly securityLog: SecurityLogService,
    private readonly limiter: AttemptLimiter,
    private readonly mailer: Mailer,
    private readonly policy: SignInPolicy,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Mails a link to each active account with a local password that uses `email`. Returns
   * before any mail goes out and says nothing about what it found, so neither the answer nor
   * its timing tells whether the address belongs to an account.
   */
  async request(email: string, context: RequestContext): Promise<void> {
    if (!this.policy.resetByEmail) throw PasswordResetErrors.byEmailOff();
    const budget = `password-reset:email:${email.toLowerCase()}`;
    if ((await this.limiter.record(budget, 60 * 60 * 1000)) > RESET_MAILS_PER_ADDRESS_PER_HOUR) {
      return;
    }
    void this.mailLinks(email, context).catch((err: unknown) =>
      this.logger.error(`Password reset links not sent: ${String(err)}`),
    );
  }

  private async mailLinks(email: string, context: RequestContext): Promise<void> {
    const accounts = await this.users.findActiveByEmail(email, ACCOUNTS_PER_ADDRESS);
    for (const user of accounts) {
      if (user.passwordHash === NO_LOCAL_PASSWORD) continue;
      await this.sendLink(user);
      await this.securityLog.record({
        user,
        event: 'password_reset_requested',
        success: true,
        context,
      });
    }
  }

  /** A new link for the account (replacing any pending one), mailed to its address. */
  private async sendLink(user: UserEntity): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.nowMs() + RESET_LINK_TTL_MS);
    await this.users.setPasswordResetToken(user.id, hashResetToken(token), expiresAt);
    // The token rides in the fragment: browsers send it to no server, nor in a Referer.
    const link = `${this.config.billing.appUrl}/forgot-password#token=${token}`;
    await this.mailer.send({
      to: user.email!,
      subject: 'Reset your IronKeep password',
      text: [
        `Someone (hopefully you) asked to reset the password of the IronKeep account "${user.username}".`,
        '',
        `Choose a new password here within 30 minutes (the link works once):`,
        link,
        '',
        'Setting a new password signs the account out everywhere.',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Sets the password a reset link was for; the link is used up and every session ends. */
  async confirm(token: string, newPassword: string, context: RequestContext): Promise<void> {
    const tokenHash = hashResetToken(token);
    const user = await this.users.findByPasswordResetToken(tokenHash);
    const live =
      user?.isActive &&
      user.passwordResetExpiresAt !== null &&
      user.passwordResetExpiresAt.getTime() > this.clock.nowMs();
    if (!user || !live) throw PasswordResetErrors.linkInvalid();
    const passwordHash = await this.passwords.hash(newPassword);
    if (!(await this.users.resetPasswordWithToken(user.id, tokenHash, passwordHash))) {
      throw PasswordResetErrors.linkInvalid();
    }
    const sessionsEnded = await this.sessions.destroyForUser(user.id);
    await this.securityLog.record({
      user,
      event: 'password_reset_completed',
      success: true,
      context,
      details: { sessionsEnded },
    });
  }

  /**
   * An administrator's reset: a link by e-mail when mail is set up and the account has an
   * address; otherwise a temporary password, returned once for the administrator to pass on,
   * which the user must replace at the next sign-in. The account is signed out everywhere.
   */
  async resetByAdmin(
    actor: SessionUser,
    userId: string,
    context: RequestContext,
  ): Promise<{ delivery: ResetDelivery; temporaryPassword: string | null; user: UserEntity }> {
    if (actor.id === userId) throw PasswordResetErrors.ownAccount();
    const user = await this.users.getAccount(userId);
    if (user.passwordHash === NO_LOCAL_PASSWORD) throw PasswordResetErrors.noLocalPassword();
    let delivery: ResetDelivery;
    let temporaryPassword: string | null = null;
    if (this.policy.resetByEmail && user.email) {
      delivery = 'email';
      await this.sendLink(user);
    } else {
      delivery = 'temporary_password';
      temporaryPassword = makeTemporaryPassword();
      const hash = await this.passwords.hash(temporaryPassword);
      await this.users.setPasswordHash(user.id, hash, { mustChange: true });
    }
    // A link leaves the old password working until it is used; a temporary password replaces
    // it now. Either way whoever holds a session of the account (perhaps not its owner) is out.
    const sessionsEnded = await this.sessions.destroyForUser(user.id);
    await this.securityLog.record({
      user: actor,
      target: user,
      event: 'password_reset_by_admin',
      success: true,
      context,
      details: { delivery, sessionsEnded, targetUsername: user.username },
    });
    return { delivery, temporaryPassword, user };
  }
}

function makeTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    out += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return out;
}
