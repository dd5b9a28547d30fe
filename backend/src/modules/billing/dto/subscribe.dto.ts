import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, Validate, ValidatorConstraint } from 'class-validator';
import { ApiTextRule, ValidText } from '../../../common/validation/text-rule';
import { ORGANIZATION_NAME_RULE, OrganizationDto } from '../../organizations/dto/organization.dto';
import { isValidSlug, SLUG_PATTERN, SLUG_RULE } from '../../organizations/slug';
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

  @ApiTextRule(ORGANIZATION_NAME_RULE, { example: 'Acme Health' })
  @Transform(trim)
  @ValidText(ORGANIZATION_NAME_RULE, { required: 'Organization name is required' })
  organizationName: string;

  @ApiTextRule(SLUG_RULE, { example: 'acme-health' })
  @Transform(trim)
  @ValidText(SLUG_RULE)
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
