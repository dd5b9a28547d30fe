import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsString,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidatorConstraint,
} from 'class-validator';
import { OrganizationDto } from '../../organizations/dto/organization.dto';
import {
  isValidSlug,
  SLUG_MAX,
  SLUG_MESSAGE,
  SLUG_MIN,
  SLUG_PATTERN,
} from '../../organizations/slug';
import { PlanDto } from './plan.dto';
import { SubscriptionDto } from './subscription.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@ValidatorConstraint({ name: 'notReservedSlug' })
class NotReservedSlug {
  validate(value: unknown): boolean {
    return typeof value !== 'string' || !SLUG_PATTERN.test(value) || isValidSlug(value);
  }
  defaultMessage(): string {
    return 'This address is reserved. Choose another one.';
  }
}

export class SubscribeDto {
  @ApiProperty({ example: 'professional' })
  @IsString({ message: 'Choose a plan' })
  @MaxLength(40, { message: 'Choose a plan' })
  planId: string;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Acme Health' })
  @Transform(trim)
  @IsString({ message: 'Organization name is required' })
  @MinLength(2, { message: 'Organization name must be at least 2 characters' })
  @MaxLength(100, { message: 'Organization name is too long' })
  organizationName: string;

  @ApiProperty({ minLength: SLUG_MIN, maxLength: SLUG_MAX, example: 'acme-health' })
  @Transform(trim)
  @IsString({ message: SLUG_MESSAGE })
  @MinLength(SLUG_MIN, { message: SLUG_MESSAGE })
  @MaxLength(SLUG_MAX, { message: SLUG_MESSAGE })
  @Matches(SLUG_PATTERN, { message: SLUG_MESSAGE })
  @Validate(NotReservedSlug)
  slug: string;
}

export class ChangePlanDto {
  @ApiProperty({ example: 'enterprise' })
  @IsString({ message: 'Choose a plan' })
  @MaxLength(40, { message: 'Choose a plan' })
  planId: string;
}

export class SubscriptionOutcomeDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: SubscriptionDto }) subscription: SubscriptionDto;
  @ApiProperty({ type: PlanDto }) plan: PlanDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Send the customer here to pay (Stripe Checkout); null when nothing is left to do',
  })
  checkoutUrl: string | null;
}

export class SubscribeResponseDto extends SubscriptionOutcomeDto {
  @ApiProperty({ type: OrganizationDto }) organization: OrganizationDto;
}

export class PortalResponseDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ description: 'The billing portal: the in-app /billing page or Stripe' })
  url: string;
}
