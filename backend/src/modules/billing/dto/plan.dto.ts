import { ApiProperty } from '@nestjs/swagger';
import { LICENSE_TIERS, LicenseTier, PlanEntity } from '../entities/plan.entity';
import { tokenAllowanceText } from '../plan-allowance';

export class PlanDto {
  @ApiProperty({ example: 'professional' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Price per interval in major units (e.g. 499 for $499.00)' })
  price: number;
  @ApiProperty({ description: 'The same price in cents' }) priceCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: ['month', 'year'] }) interval: 'month' | 'year';
  @ApiProperty({
    type: [String],
    description: "The plan's features; the second line is its monthly token allowance",
  })
  features: string[];
  @ApiProperty({ description: '-1 means unlimited' }) maxServers: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 50_000_000,
    description: 'Tokens a month (prompt + completion) included; null means unlimited',
  })
  monthlyTokens: number | null;
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
    features: withAllowance(plan.features, plan.monthlyTokens),
    maxServers: plan.maxServers,
    monthlyTokens: plan.monthlyTokens,
    licenseTier: plan.licenseTier,
  };
}

/** The allowance line is written from the column, after the servers line (the first feature). */
function withAllowance(features: string[], monthlyTokens: number | null): string[] {
  return [...features.slice(0, 1), tokenAllowanceText(monthlyTokens), ...features.slice(1)];
}
