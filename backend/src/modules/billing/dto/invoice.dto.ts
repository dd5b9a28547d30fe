import { ApiProperty } from '@nestjs/swagger';
import { PageDto } from '../../../common/pagination/page.dto';
import { INVOICE_STATUSES, InvoiceEntity, InvoiceStatus } from '../entities/invoice.entity';

export class InvoiceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'IK-202604-1A2B3C4D' }) number: string;
  @ApiProperty() planId: string;
  @ApiProperty({ description: 'Major units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ enum: INVOICE_STATUSES }) status: InvoiceStatus;
  @ApiProperty({ format: 'date-time' }) periodStart: string;
  @ApiProperty({ format: 'date-time' }) periodEnd: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) dueAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paidAt: string | null;
  @ApiProperty({ type: String, nullable: true }) hostedUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class InvoicePageDto extends PageDto(InvoiceDto, 'InvoicePageDto') {}

export function toInvoiceDto(i: InvoiceEntity): InvoiceDto {
  return {
    id: i.id,
    number: i.number,
    planId: i.planId,
    amount: i.amountCents / 100,
    currency: i.currency,
    status: i.status,
    periodStart: i.periodStart.toISOString(),
    periodEnd: i.periodEnd.toISOString(),
    dueAt: i.dueAt?.toISOString() ?? null,
    paidAt: i.paidAt?.toISOString() ?? null,
    hostedUrl: i.hostedUrl,
    createdAt: i.createdAt.toISOString(),
  };
}
