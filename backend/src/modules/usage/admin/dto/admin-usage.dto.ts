import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ValidateIf, IsInt, Min, Max } from 'class-validator';
import { PageDto } from '../../../../common/pagination/page.dto';
import { PaginationQueryDto } from '../../../../common/pagination/pagination-query.dto';
import { UsageRangeQueryDto } from '../../api/dto/usage-query.dto';
import { UsageTotalsDto } from '../../api/dto/usage-report.dto';

/** Far above any real month (a trillion tokens); keeps the value a safe integer. */
export const MAX_MONTHLY_TOKENS = 1_000_000_000_000;
const TOKENS_MESSAGE = `monthlyTokens must be a whole number of tokens from 0 to ${MAX_MONTHLY_TOKENS}, or null for unlimited`;

export class SetTokenAllowanceDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1_000_000,
    description: 'Tokens a month for this organization, overriding its plan; null = unlimited',
  })
  @ValidateIf((_o, value) => value !== null)
  @IsInt({ message: TOKENS_MESSAGE })
  @Min(0, { message: TOKENS_MESSAGE })
  @Max(MAX_MONTHLY_TOKENS, { message: TOKENS_MESSAGE })
  monthlyTokens: number | null;
}

export class TokenAllowanceDto {
  @ApiProperty({ format: 'uuid' }) organizationId: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The plan's allowance; null = unlimited",
  })
  planTokens: number | null;
  @ApiProperty({ description: 'True when an admin override applies instead of the plan' })
  overridden: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'What applies; null = unlimited' })
  limitTokens: number | null;
  @ApiProperty({ description: 'Tokens used this month (UTC)' }) usedTokens: number;
  @ApiProperty({ type: Number, nullable: true }) remainingTokens: number | null;
  @ApiProperty({ format: 'date-time' }) resetsAt: string;
}

class AdminUsageOrganizationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
}

export class AdminUsageRowDto extends UsageTotalsDto {
  @ApiProperty({ type: AdminUsageOrganizationDto }) organization: AdminUsageOrganizationDto;
  @ApiProperty({ type: String, nullable: true }) planName: string | null;
  @ApiProperty({ type: TokenAllowanceDto }) allowance: TokenAllowanceDto;
}

export class AdminUsagePageDto extends PageDto(AdminUsageRowDto, 'AdminUsagePageBase') {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: UsageTotalsDto, description: 'Every organization, the whole range' })
  totals: UsageTotalsDto;
}

export class AdminUsageQueryDto extends IntersectionType(PaginationQueryDto, UsageRangeQueryDto) {}
