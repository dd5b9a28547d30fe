import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config.service';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { EnterpriseLeadEntity } from './entities/enterprise-lead.entity';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity';
import { LeadAdminController } from './lead-admin.controller';
import { LeadAdminService } from './lead-admin.service';
import { LeadsController } from './leads.controller';
import { LeadsService } from './leads.service';
import { DisabledMailer, Mailer, SmtpMailer } from './mail/mailer';
import { SalesNotifier } from './mail/sales-notifier';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ContactMessageEntity,
      NewsletterSubscriberEntity,
      EnterpriseLeadEntity,
    ]),
  ],
  controllers: [LeadsController, LeadAdminController],
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtp ? new SmtpMailer(config.smtp) : new DisabledMailer(),
    },
    SalesNotifier,
    LeadsService,
    LeadAdminService,
  ],
})
export class LeadsModule {}
