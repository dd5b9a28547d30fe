import { ApiProperty } from '@nestjs/swagger';
import { LICENSE_TIERS, LicenseTier, PlanEntity } from '../entities/plan.entity';

export class PlanDto {
  @ApiProperty({ example: 'professional' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Price per interval in major units (e.g. 499 for $499.00)' })
  price: number;
  @ApiProperty({ description: 'The same price in cents' }) priceCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval: 'month' | 'year';
  @ApiProperty({ type: [String] }) features: string[];
  @ApiProperty({ description: '-1 means unlimited' }) maxServers: number;
  @ApiProperty({ enum: LICENSE_TIERS }) licenseTier: LicenseTier;
}

export function toPlanDto(plan: PlanEntity): PlanDto {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.priceCents / 100,
    priceCents: plan.priceCents,
    currency: plan.currency,
    interval: plan.interval,
    features: plan.features,
    maxServers: plan.maxServers,
    licenseTier: plan.licenseTier,
  };
}
