import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PageDto } from '../../../common/pagination/page.dto';
import { PaginationQueryDto } from '../../../common/pagination/pagination-query.dto';
import { Optional } from '../../../common/validation/optional';
import { InvoiceEntity } from '../entities/invoice.entity';
import { InvoiceDto, toInvoiceDto } from './invoice.dto';

export const ADMIN_INVOICE_FILTERS = ['open', 'paid', 'all'] as const;
export type AdminInvoiceFilter = (typeof ADMIN_INVOICE_FILTERS)[number];

/** `?status=open|paid|all&page=&limit=`: open (the ones waiting for a payment) by default. */
export class AdminInvoicesQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: ADMIN_INVOICE_FILTERS, default: 'open' })
  @Optional()
  @IsIn(ADMIN_INVOICE_FILTERS, { message: 'status must be one of: open, paid, all' })
  status: AdminInvoiceFilter = 'open';
}

export class InvoiceOrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Acme Health' }) name: string;
  @ApiProperty({ example: 'acme-health' }) slug: string;
}

export class AdminInvoiceDto extends InvoiceDto {
  @ApiProperty({
    type: InvoiceOrganizationDto,
    nullable: true,
    description: 'null only if the organization row is gone',
  })
  organization: InvoiceOrganizationDto | null;
  @ApiProperty({ example: 'Professional', description: 'The plan name, or its id if unknown' })
  planName: string;
  @ApiProperty({
    enum: ['builtin', 'stripe'],
    description: 'builtin: paid offline, recorded with mark-paid; stripe: Stripe records payments',
  })
  provider: 'builtin' | 'stripe';
}

export class AdminInvoicePageDto extends PageDto(AdminInvoiceDto, 'AdminInvoicePageDto') {}

export function toAdminInvoiceDto(
  invoice: InvoiceEntity,
  organization: InvoiceOrganizationDto | undefined,
  planName: string | undefined,
): AdminInvoiceDto {
  return {
    ...toInvoiceDto(invoice),
    organization: organization
      ? { id: organization.id, name: organization.name, slug: organization.slug }
      : null,
    planName: planName ?? invoice.planId,
    provider: invoice.providerInvoiceId ? 'stripe' : 'builtin',
  };
}
