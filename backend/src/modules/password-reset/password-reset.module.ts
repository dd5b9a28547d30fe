import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.service';
import { SignInPolicy } from '../auth/sign-in-policy';
import { DisabledMailer, Mailer, SmtpMailer } from '../leads/mail/mailer';
import { AdminPasswordResetController } from './admin-password-reset.controller';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';

/** Forgotten passwords: the e-mailed link and the administrator's reset (docs/account-security.md). */
@Module({
  controllers: [PasswordResetController, AdminPasswordResetController],
  providers: [
    {
      // The same mailer as the sales notifications (modules/leads/mail): SMTP when SMTP_HOST is set.
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtp ? new SmtpMailer(config.smtp) : new DisabledMailer(),
    },
    SignInPolicy,
    PasswordResetService,
  ],
})
export class PasswordResetModule {}
