import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.service';
import { ContactMessageEntity } from '../entities/contact-message.entity';
import { EnterpriseLeadEntity } from '../entities/enterprise-lead.entity';
import { Mailer, OutgoingMail } from './mailer';

/**
 * Tells the sales team about new contact messages and enterprise leads. Called after the row is
 * committed and never awaited by the request: a mail outage only costs the notification (it is
 * logged), the lead itself is already stored and listed in the admin export.
 */
@Injectable()
export class SalesNotifier {
  private readonly logger = new Logger(SalesNotifier.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  contactReceived(c: ContactMessageEntity): Promise<void> {
    return this.deliver({
      to: this.config.salesEmail,
      replyTo: c.email,
      subject: `New contact message from ${c.name}${c.company ? ` (${c.company})` : ''}`,
      text: lines([
        ['Name', c.name],
        ['Email', c.email],
        ['Company', c.company],
        ['Received', c.createdAt?.toISOString()],
      ]).concat(`\n${c.message}\n`),
    });
  }

  leadReceived(l: EnterpriseLeadEntity): Promise<void> {
    return this.deliver({
      to: this.config.salesEmail,
      replyTo: l.email,
      subject: `New enterprise lead: ${l.company} (${l.useCase}, ${l.deploymentType})`,
      text: lines([
        ['Name', `${l.firstName} ${l.lastName}`],
        ['Email', l.email],
        ['Company', l.company],
        ['Job title', l.jobTitle],
        ['Phone', l.phone],
        ['Employees', l.employeeCount],
        ['Industry', l.useCase],
        ['Deployment', l.deploymentType],
        ['Timeline', l.timeline],
        ['Budget', l.budget],
        ['Compliance', l.complianceRequirements.join(', ')],
        ['RFP process', l.rfpProcess ? 'yes' : 'no'],
        ['Current solution', l.currentSolution],
        ['Requirements', l.specificRequirements],
      ]),
    });
  }

  private async deliver(mail: OutgoingMail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (err) {
      this.logger.error(`Sales notification "${mail.subject}" not sent: ${err}`);
    }
  }
}

function lines(fields: [string, string | null | undefined][]): string {
  return fields
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}
