import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository } from 'typeorm';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { toCsv } from '../../common/csv/csv';
import { Page } from '../../common/pagination/page.dto';
import { pageWindow, PageRequest, toPage } from '../../common/pagination/paginate';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { EnterpriseLeadEntity } from './entities/enterprise-lead.entity';
import { NewsletterSubscriberEntity } from './entities/newsletter-subscriber.entity';
import { applyLeadFilters, LeadFilters } from './lead-filters';
import { LeadStatus } from './lead-status';
import { toContactMessageDto, toEnterpriseLeadDto, toSubscriberDto } from './lead.mappers';
import { LeadsErrors } from './leads.errors';

/** Exports stop here; beyond it an admin should query the database directly. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

/** What a list is, for its search, its CSV and the audit entry of an export or a change. */
interface ListSpec<E extends ObjectLiteral, D> {
  name: 'contact-messages' | 'enterprise-leads' | 'newsletter-subscribers';
  repo: Repository<E>;
  searchColumns: readonly string[];
  toDto: (row: E) => D;
  csvColumns: (keyof D & string)[];
}

/** Newest-first pages, CSV exports and follow-up status of the stored leads (leads:*). */
@Injectable()
export class LeadAdminService {
  private readonly contacts: ListSpec<ContactMessageEntity, ReturnType<typeof toContactMessageDto>>;
  private readonly subscribers: ListSpec<
    NewsletterSubscriberEntity,
    ReturnType<typeof toSubscriberDto>
  >;
  private readonly leads: ListSpec<EnterpriseLeadEntity, ReturnType<typeof toEnterpriseLeadDto>>;

  constructor(
    @InjectRepository(ContactMessageEntity) contacts: Repository<ContactMessageEntity>,
    @InjectRepository(NewsletterSubscriberEntity)
    subscribers: Repository<NewsletterSubscriberEntity>,
    @InjectRepository(EnterpriseLeadEntity) leads: Repository<EnterpriseLeadEntity>,
    private readonly audit: AuditTrail,
  ) {
    this.contacts = {
      name: 'contact-messages',
      repo: contacts,
      searchColumns: ['name', 'email', 'company'],
      toDto: toContactMessageDto,
      csvColumns: ['createdAt', 'name', 'email', 'company', 'message', 'status'],
    };
    this.subscribers = {
      name: 'newsletter-subscribers',
      repo: subscribers,
      searchColumns: ['email'],
      toDto: toSubscriberDto,
      csvColumns: ['createdAt', 'email'],
    };
    this.leads = {
      name: 'enterprise-leads',
      repo: leads,
      searchColumns: ['first_name', 'last_name', 'email', 'company'],
      toDto: toEnterpriseLeadDto,
      csvColumns: [
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
        // Added last (issue 34), so the earlier columns keep their places for existing imports.
        'status',
      ],
    };
  }

  listContacts(q: PageRequest & LeadFilters) {
    return page(this.contacts, q);
  }

  listSubscribers(q: PageRequest & Pick<LeadFilters, 'search'>) {
    return page(this.subscribers, { ...q, status: undefined });
  }

  listLeads(q: PageRequest & LeadFilters) {
    return page(this.leads, q);
  }

  contactsCsv(filters: LeadFilters, by: AuditBy): Promise<string> {
    return this.csv(this.contacts, filters, by);
  }

  subscribersCsv(filters: Pick<LeadFilters, 'search'>, by: AuditBy): Promise<string> {
    return this.csv(this.subscribers, { search: filters.search }, by);
  }

  leadsCsv(filters: LeadFilters, by: AuditBy): Promise<string> {
    return this.csv(this.leads, filters, by);
  }

  setContactStatus(id: string, status: LeadStatus, by: AuditBy) {
    return this.setStatus(this.contacts, id, status, by);
  }

  setLeadStatus(id: string, status: LeadStatus, by: AuditBy) {
    return this.setStatus(this.leads, id, status, by);
  }

  private async setStatus<E extends ObjectLiteral & { id: string; status: LeadStatus }, D>(
    list: ListSpec<E, D>,
    id: string,
    status: LeadStatus,
    by: AuditBy,
  ): Promise<D> {
    const row = await list.repo.findOneBy({ id } as never);
    if (!row) throw LeadsErrors.notFound();
    const from = row.status;
    if (from !== status) {
      await list.repo.update({ id } as never, { status } as never);
      await this.audit.appendOrReport({
        ...by,
        action: 'lead_status_changed',
        target: { type: list.name, id },
        details: { list: list.name, from, to: status },
      });
    }
    return list.toDto({ ...row, status });
  }

  private async csv<E extends ObjectLiteral, D extends object>(
    list: ListSpec<E, D>,
    filters: LeadFilters,
    by: AuditBy,
  ): Promise<string> {
    const query = applyLeadFilters(list.repo.createQueryBuilder('r'), list.searchColumns, filters);
    const rows = (await query.take(CSV_EXPORT_MAX_ROWS).getMany()).map(list.toDto);
    // Personal data leaving the system: who downloaded which list, filtered how, how many rows.
    await this.audit.appendOrReport({
      ...by,
      action: 'leads_exported',
      details: { list: list.name, rows: rows.length, ...definedOnly(filters) },
    });
    return csvOf(rows, list.csvColumns);
  }
}

async function page<E extends ObjectLiteral, D>(
  list: ListSpec<E, D>,
  request: PageRequest & LeadFilters,
): Promise<Page<D>> {
  const query = applyLeadFilters(list.repo.createQueryBuilder('r'), list.searchColumns, request);
  const { skip, take } = pageWindow(request);
  const [rows, total] = await query.skip(skip).take(take).getManyAndCount();
  return toPage(rows.map(list.toDto), total, request);
}

function definedOnly(filters: LeadFilters): Partial<LeadFilters> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
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
