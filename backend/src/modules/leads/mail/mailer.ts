import { Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { SmtpSettings } from '../../../config/app-config.service';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends e-mail; an injection token so tests and other transports can replace SMTP. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}

/** nodemailer over SMTP with the configured relay. */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    super();
    this.transport = createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.auth,
      // A slow relay must not hold sockets open for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...mail });
  }
}

/** Used when SMTP_HOST is not set: leads are stored and visible to admins, just not mailed. */
export class DisabledMailer extends Mailer {
  private readonly logger = new Logger('Mailer');

  async send(mail: OutgoingMail): Promise<void> {
    this.logger.debug(`SMTP not configured; not sending "${mail.subject}"`);
  }
}
