import { randomUUID } from 'node:crypto';
import { BeforeInsert, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const INVOICE_STATUSES = ['open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A bill for one period: issued by the built-in provider, or mirrored from Stripe. */
@Entity('invoices')
// Created by migration 1732413000000 (the admin list filters on status).
@Index('IDX_invoices_status_period', ['status', 'periodStart', 'id'])
export class InvoiceEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 40 })
  planId: string;

  @Column({ type: 'varchar', length: 40 })
  number: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 20 })
  status: InvoiceStatus;

  @Column({ name: 'period_start' })
  periodStart: Date;

  @Column({ name: 'period_end' })
  periodEnd: Date;

  @Column({ name: 'due_at', type: Date, nullable: true })
  dueAt: Date | null;

  @Column({ name: 'paid_at', type: Date, nullable: true })
  paidAt: Date | null;

  @Column({ name: 'provider_invoice_id', type: 'varchar', length: 255, nullable: true })
  providerInvoiceId: string | null;

  /** The provider's page for the invoice (Stripe's hosted invoice); null for built-in ones. */
  @Column({ name: 'hosted_url', type: 'varchar', length: 2048, nullable: true })
  hostedUrl: string | null;

  /** Issue time, from the Clock (periods are tested at chosen moments). */
  @Column({ name: 'created_at' })
  createdAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
