import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository } from 'typeorm';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { toCsv } from '../../common/csv/csv';
import { Page } from '../../common/pagination/page.dto';
import { paginate, PageRequest } from '../../common/pagination/paginate';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { EnterpriseLeadEntity } from './entities/enterprise-lead.entity';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity';
import { toContactMessageDto, toEnterpriseLeadDto, toSubscriberDto } from './lead.mappers';

/** Exports stop here; beyond it an admin should query the database directly. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

type Dated = ObjectLiteral & { createdAt: Date };

/** Newest-first pages and CSV exports of the stored leads for admins and managers. */
@Injectable()
export class LeadAdminService {
  constructor(
    @InjectRepository(ContactMessageEntity)
    private readonly contacts: Repository<ContactMessageEntity>,
    @InjectRepository(NewsletterSubscriberEntity)
    private readonly subscribers: Repository<NewsletterSubscriberEntity>,
    @InjectRepository(EnterpriseLeadEntity)
    private readonly leads: Repository<EnterpriseLeadEntity>,
    private readonly audit: AuditTrail,
  ) {}

  listContacts(q: PageRequest) {
    return page(this.contacts, q, toContactMessageDto);
  }

  listSubscribers(q: PageRequest) {
    return page(this.subscribers, q, toSubscriberDto);
  }

  listLeads(q: PageRequest) {
    return page(this.leads, q, toEnterpriseLeadDto);
  }

  async contactsCsv(by: AuditBy): Promise<string> {
    const rows = (await all(this.contacts)).map(toContactMessageDto);
    await this.recordExport(by, 'contact-messages', rows.length);
    return csvOf(rows, ['createdAt', 'name', 'email', 'company', 'message']);
  }

  async subscribersCsv(by: AuditBy): Promise<string> {
    const rows = (await all(this.subscribers)).map(toSubscriberDto);
    await this.recordExport(by, 'newsletter-subscribers', rows.length);
    return csvOf(rows, ['createdAt', 'email']);
  }

  async leadsCsv(by: AuditBy): Promise<string> {
    const rows = (await all(this.leads)).map(toEnterpriseLeadDto);
    await this.recordExport(by, 'enterprise-leads', rows.length);
    return csvOf(rows, [
      'createdAt',
      'firstName',
      'lastName',
      'email',
      'company',
      'jobTitle',
      'phone',
      'employeeCount',
      'useCase',
      'deploymentType',
      'timeline',
      'budget',
      'complianceRequirements',
      'rfpProcess',
      'currentSolution',
      'specificRequirements',
    ]);
  }

  /** Personal data leaving the system: who downloaded which list, and how many rows. */
  private recordExport(by: AuditBy, list: string, rows: number): Promise<void> {
    return this.audit.appendOrReport({ ...by, action: 'leads_exported', details: { list, rows } });
  }
}

function page<E extends Dated, D>(
  repo: Repository<E>,
  request: PageRequest,
  map: (e: E) => D,
): Promise<Page<D>> {
  return paginate(repo, request, { order: { createdAt: 'DESC', id: 'DESC' } as never }, map);
}

function all<E extends Dated>(repo: Repository<E>): Promise<E[]> {
  return repo.find({
    order: { createdAt: 'DESC', id: 'DESC' } as never,
    take: CSV_EXPORT_MAX_ROWS,
  });
}

function csvOf<T extends object>(rows: T[], keys: (keyof T & string)[]): string {
  const columns = keys.map((key) => ({
    header: key,
    value: (row: T) => {
      const v = row[key];
      return Array.isArray(v) ? v.join('; ') : v;
    },
  }));
  return toCsv(columns, rows);
}
