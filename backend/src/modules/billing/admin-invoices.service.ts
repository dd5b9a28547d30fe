import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Page } from '../../common/pagination/page.dto';
import { pageWindow, toPage } from '../../common/pagination/paginate';
import { OrganizationsService } from '../organizations/organizations.service';
import { AdminInvoiceDto, AdminInvoicesQueryDto, toAdminInvoiceDto } from './dto/admin-invoice.dto';
import { InvoiceEntity } from './entities/invoice.entity';
import { PlanEntity } from './entities/plan.entity';

/** Invoices of every organisation, for the admins who record offline payments. */
@Injectable()
export class AdminInvoicesService {
  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly organizations: OrganizationsService,
    @InjectRepository(PlanEntity) private readonly plans: Repository<PlanEntity>,
  ) {}

  /**
   * Open invoices oldest period first (the most overdue on top); paid and all newest first. The
   * page's organisations and plans are read in one query each rather than joined, so the count
   * and the page are queries on `invoices` alone (invoices grow by one per organisation a period).
   */
  async list(query: AdminInvoicesQueryDto): Promise<Page<AdminInvoiceDto>> {
    const status = query.status ?? 'open';
    const [rows, total] = await this.invoices.findAndCount({
      where: status === 'all' ? {} : { status },
      order:
        status === 'open' ? { periodStart: 'ASC', id: 'ASC' } : { createdAt: 'DESC', id: 'DESC' },
      ...pageWindow(query),
    });
    const orgIds = [...new Set(rows.map((r) => r.organizationId))];
    const planIds = [...new Set(rows.map((r) => r.planId))];
    const [orgs, plans] = await Promise.all([
      this.organizations.findByIds(orgIds),
      planIds.length ? this.plans.findBy({ id: In(planIds) }) : [],
    ]);
    const orgById = new Map(orgs.map((o) => [o.id, o]));
    const planName = new Map(plans.map((p) => [p.id, p.name]));
    return toPage(
      rows.map((r) => toAdminInvoiceDto(r, orgById.get(r.organizationId), planName.get(r.planId))),
      total,
      query,
    );
  }
}
