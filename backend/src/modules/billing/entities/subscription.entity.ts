import { randomUUID } from 'node:crypto';
import {
  BeforeInsert,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';

/** incomplete: waiting for the payment provider's checkout (Stripe only). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const BILLING_PROVIDERS = ['builtin', 'stripe'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

/** Statuses in which the organisation may use what it pays for (servers, licences). */
export const ENTITLED_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

/** The organisation's one subscription (UQ_subscriptions_organization). */
@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 40 })
  planId: string;

  @Column({ type: 'varchar', length: 20 })
  provider: BillingProviderName;

  @Column({ type: 'varchar', length: 20 })
  status: SubscriptionStatus;

  @Column({ name: 'current_period_start' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end' })
  currentPeriodEnd: Date;

  @Column({ name: 'trial_end', type: Date, nullable: true })
  trialEnd: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'canceled_at', type: Date, nullable: true })
  canceledAt: Date | null;

  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255, nullable: true })
  providerCustomerId: string | null;

  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255, nullable: true })
  providerSubscriptionId: string | null;

  /** Creation time of the newest provider event applied, so older ones arriving late are ignored. */
  @Column({ name: 'provider_synced_at', type: Date, nullable: true })
  providerSyncedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @BeforeInsert()
  assignId(): void {
    this.id ??= randomUUID();
  }
}
