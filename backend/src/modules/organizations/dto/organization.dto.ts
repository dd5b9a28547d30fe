import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { TextRule } from '../../../common/validation/text-rule';
import { ORGANIZATION_ROLES, OrganizationRole } from '../../users/entities/user.entity';
import { OrganizationEntity } from '../entities/organization.entity';
import { SLUG_MAX } from '../slug';

/** Shared with the clients through the OpenAPI document (SubscribeDto.organizationName). */
export const ORGANIZATION_NAME_RULE: TextRule = {
  minLength: 2,
  maxLength: 100,
  tooShort: 'Organization name must be at least 2 characters',
  tooLong: 'Organization name is too long',
  checks: [],
};

export class OrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Status of its subscription (trialing, active, past_due, canceled, incomplete)',
  })
  subscriptionStatus: string | null;
  @ApiProperty({ enum: ORGANIZATION_ROLES, description: "The caller's role in it" })
  role: OrganizationRole;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toOrganizationDto(
  organization: OrganizationEntity,
  role: OrganizationRole,
  subscriptionStatus: string | null,
): OrganizationDto {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    subscriptionStatus,
    role,
    createdAt: organization.createdAt.toISOString(),
  };
}

export class SlugQueryDto {
  @ApiProperty({ example: 'acme-health' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'slug is required' })
  @MaxLength(SLUG_MAX, { message: `Slug must be at most ${SLUG_MAX} characters` })
  slug: string;
}

export class SlugAvailabilityDto {
  @ApiProperty() slug: string;
  @ApiProperty() available: boolean;
  @ApiProperty({ type: String, nullable: true }) suggestion: string | null;
}
