import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { paginate, PageRequest } from '../../common/pagination/paginate';
import { BillingErrors } from './billing.errors';
import { InvoiceDto, InvoicePageDto, toInvoiceDto } from './dto/invoice.dto';
import { InvoiceEntity, InvoiceStatus } from './entities/invoice.entity';
import { PlanEntity } from './entities/plan.entity';
import { DAY_MS, INVOICE_DUE_DAYS } from './subscriptions/billing-periods';

export interface ProviderInvoice {
  providerInvoiceId: string;
  organizationId: string;
  planId: string;
  amountCents: number;
  currency: string;
  status: InvoiceStatus;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date | null;
  hostedUrl: string | null;
  number: string | null;
}

@Injectable()
export class InvoicesService {
  constructor(
    @InjectRepository(InvoiceEntity) private readonly invoices: Repository<InvoiceEntity>,
    private readonly clock: Clock,
  ) {}

  /** A built-in invoice for one period of the plan, due INVOICE_DUE_DAYS after the period starts. */
  issue(organizationId: string, plan: PlanEntity, start: Date, end: Date): Promise<InvoiceEntity> {
    const id = randomUUID();
    const month = start.toISOString().slice(0, 7).replace('-', '');
    return this.invoices.save(
      this.invoices.create({
        id,
        organizationId,
        planId: plan.id,
        number: `IK-${month}-${id.slice(0, 8).toUpperCase()}`,
        amountCents: plan.priceCents,
        currency: plan.currency,
        status: 'open',
        periodStart: start,
        periodEnd: end,
        dueAt: new Date(start.getTime() + INVOICE_DUE_DAYS * DAY_MS),
        paidAt: null,
        providerInvoiceId: null,
        hostedUrl: null,
        createdAt: this.clock.now(),
      }),
    );
  }

  /** True when an invoice for a period that started before `before` is still open. */
  hasUnpaid(organizationId: string, before: Date): Promise<boolean> {
    return this.invoices.existsBy({
      organizationId,
      status: 'open',
      periodStart: LessThan(before),
    });
  }

  countOpen(organizationId: string): Promise<number> {
    return this.invoices.countBy({ organizationId, status: 'open' });
  }

  list(organizationId: string, request: PageRequest): Promise<InvoicePageDto> {
    return paginate(
      this.invoices,
      request,
      { where: { organizationId }, order: { createdAt: 'DESC', id: 'DESC' } },
      toInvoiceDto,
    );
  }

  /** Records a payment received outside the app (bank transfer, purchase order). */
  async markPaid(invoiceId: string): Promise<InvoiceEntity> {
    const invoice = await this.invoices.findOneBy({ id: invoiceId });
    if (!invoice) throw BillingErrors.invoiceNotFound();
    if (invoice.status !== 'open') throw BillingErrors.invoiceNotOpen();
    invoice.status = 'paid';
    invoice.paidAt = this.clock.now();
    return this.invoices.save(invoice);
  }

  /** Mirrors a provider's invoice (Stripe invoice.* events); the provider id keeps it unique. */
  async upsertFromProvider(data: ProviderInvoice): Promise<InvoiceDto> {
    const existing = await this.invoices.findOneBy({ providerInvoiceId: data.providerInvoiceId });
    const id = existing?.id ?? randomUUID();
    const row = this.invoices.create({
      ...existing,
      id,
      organizationId: data.organizationId,
      planId: data.planId,
      number: existing?.number ?? data.number ?? `IK-S-${id.slice(0, 8).toUpperCase()}`,
      amountCents: data.amountCents,
      currency: data.currency,
      status: data.status,
      periodStart: data.periodStart,
      periodEnd: data.periodEnd,
      dueAt: existing?.dueAt ?? null,
      paidAt: data.paidAt,
      providerInvoiceId: data.providerInvoiceId,
      hostedUrl: data.hostedUrl,
      createdAt: existing?.createdAt ?? this.clock.now(),
    });
    return toInvoiceDto(await this.invoices.save(row));
  }
}
