import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ObjectLiteral, Repository } from 'typeorm';
import { toCsv } from './csv';
import { PaginationDto } from './dto/admin-lists.dto';
import { ListQueryDto } from './dto/list-query.dto';
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
  ) {}

  listContacts(q: ListQueryDto) {
    return page(this.contacts, q, toContactMessageDto);
  }

  listSubscribers(q: ListQueryDto) {
    return page(this.subscribers, q, toSubscriberDto);
  }

  listLeads(q: ListQueryDto) {
    return page(this.leads, q, toEnterpriseLeadDto);
  }

  async contactsCsv(): Promise<string> {
    const rows = (await all(this.contacts)).map(toContactMessageDto);
    return csvOf(rows, ['createdAt', 'name', 'email', 'company', 'message']);
  }

  async subscribersCsv(): Promise<string> {
    const rows = (await all(this.subscribers)).map(toSubscriberDto);
    return csvOf(rows, ['createdAt', 'email']);
  }

  async leadsCsv(): Promise<string> {
    const rows = (await all(this.leads)).map(toEnterpriseLeadDto);
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
}

async function page<E extends Dated, D>(
  repo: Repository<E>,
  { page, limit }: ListQueryDto,
  map: (e: E) => D,
): Promise<{ data: D[]; pagination: PaginationDto }> {
  const [items, total] = await repo.findAndCount({
    order: { createdAt: 'DESC', id: 'DESC' } as never,
    skip: (page - 1) * limit,
    take: limit,
  });
  return {
    data: items.map(map),
    pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  };
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
