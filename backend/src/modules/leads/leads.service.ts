import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { RequestContext } from '../audit/request-context';
import { ContactDto } from './dto/contact.dto';
import { EnterpriseLeadDto } from './dto/enterprise-lead.dto';
import { LeadAcceptedDto } from './dto/lead-responses.dto';
import { NewsletterDto } from './dto/newsletter.dto';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { EnterpriseLeadEntity } from './entities/enterprise-lead.entity';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity';
import { SalesNotifier } from './mail/sales-notifier';
import { LeadsErrors } from './leads.errors';

export const CONTACT_ACCEPTED = "Thank you for your inquiry. We'll be in touch within 24 hours.";
export const NEWSLETTER_ACCEPTED =
  "You'll receive updates about our latest AI infrastructure solutions.";
export const LEAD_ACCEPTED = 'Our enterprise team will contact you within 24 hours.';

/** Stores what visitors send from the public forms, then notifies sales (not awaited). */
@Injectable()
export class LeadsService {
  constructor(
    @InjectRepository(ContactMessageEntity)
    private readonly contacts: Repository<ContactMessageEntity>,
    @InjectRepository(NewsletterSubscriberEntity)
    private readonly subscribers: Repository<NewsletterSubscriberEntity>,
    @InjectRepository(EnterpriseLeadEntity)
    private readonly leads: Repository<EnterpriseLeadEntity>,
    private readonly notifier: SalesNotifier,
  ) {}

  async submitContact(dto: ContactDto, ctx: RequestContext): Promise<LeadAcceptedDto> {
    const saved = await this.contacts.save(
      this.contacts.create({
        name: dto.name,
        email: dto.email,
        company: dto.company ?? null,
        message: dto.message,
        ipAddress: ctx.ip,
      }),
    );
    void this.notifier.contactReceived(saved);
    return { success: true, message: CONTACT_ACCEPTED };
  }

  async subscribe(dto: NewsletterDto, ctx: RequestContext): Promise<LeadAcceptedDto> {
    // Lower-cased before storing: the unique index then makes addresses case-insensitive.
    const email = dto.email.toLowerCase();
    if (await this.subscribers.existsBy({ email })) throw LeadsErrors.alreadySubscribed();
    try {
      await this.subscribers.insert(this.subscribers.create({ email, ipAddress: ctx.ip }));
    } catch (err) {
      // Two sign-ups for the same address racing each other: the index decides.
      if (isUniqueViolation(err)) throw LeadsErrors.alreadySubscribed();
      throw err;
    }
    return { success: true, message: NEWSLETTER_ACCEPTED };
  }

  async submitLead(dto: EnterpriseLeadDto, ctx: RequestContext): Promise<LeadAcceptedDto> {
    const saved = await this.leads.save(
      this.leads.create({
        ...dto,
        phone: dto.phone ?? null,
        complianceRequirements: dto.complianceRequirements ?? [],
        currentSolution: dto.currentSolution ?? null,
        specificRequirements: dto.specificRequirements ?? null,
        rfpProcess: dto.rfpProcess ?? false,
        ipAddress: ctx.ip,
      }),
    );
    void this.notifier.leadReceived(saved);
    return { success: true, message: LEAD_ACCEPTED };
  }
}

function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const code = (err.driverError as { code?: string } | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
