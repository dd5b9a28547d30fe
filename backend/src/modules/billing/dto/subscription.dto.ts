import { ApiProperty } from '@nestjs/swagger';
import {
  BILLING_PROVIDERS,
  BillingProviderName,
  SUBSCRIPTION_STATUSES,
  SubscriptionEntity,
  SubscriptionStatus,
} from '../entities/subscription.entity';

export class SubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty() planId: string;
  @ApiProperty({ enum: BILLING_PROVIDERS }) provider: BillingProviderName;
  @ApiProperty({ format: 'date-time' }) currentPeriodStart: string;
  @ApiProperty({ format: 'date-time' }) currentPeriodEnd: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) trialEnd: string | null;
  @ApiProperty() cancelAtPeriodEnd: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) canceledAt: string | null;
}

export function toSubscriptionDto(s: SubscriptionEntity): SubscriptionDto {
  return {
    id: s.id,
    status: s.status,
    planId: s.planId,
    provider: s.provider,
    currentPeriodStart: s.currentPeriodStart.toISOString(),
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    trialEnd: s.trialEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    canceledAt: s.canceledAt?.toISOString() ?? null,
  };
}
