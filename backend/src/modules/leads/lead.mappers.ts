import { ContactMessageDto, EnterpriseLeadRecordDto, SubscriberDto } from './dto/admin-lists.dto';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { EnterpriseLeadEntity } from './entities/enterprise-lead.entity';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity';

/** What admins see; the stored IP address stays on the server. */
export function toContactMessageDto(c: ContactMessageEntity): ContactMessageDto {
  const { id, name, email, company, message, status } = c;
  return { id, name, email, company, message, status, createdAt: c.createdAt.toISOString() };
}

export function toSubscriberDto(s: NewsletterSubscriberEntity): SubscriberDto {
  return { id: s.id, email: s.email, createdAt: s.createdAt.toISOString() };
}

export function toEnterpriseLeadDto(l: EnterpriseLeadEntity): EnterpriseLeadRecordDto {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { ipAddress, createdAt, ...rest } = l;
  return { ...rest, createdAt: createdAt.toISOString() };
}
