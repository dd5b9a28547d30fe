import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { USAGE_GROUPINGS, USAGE_SPLITS, UsageGrouping, UsageSplit } from './usage-query.dto';

export class UsageTotalsDto {
  @ApiProperty() requests: number;
  @ApiProperty() promptTokens: number;
  @ApiProperty() completionTokens: number;
  @ApiProperty() totalTokens: number;
  @ApiProperty({ description: 'Requests whose counts were estimated (the server reported none)' })
  estimatedRequests: number;
  @ApiProperty({ description: 'Requests that failed (before or during the answer)' })
  failedRequests: number;
  @ApiProperty({ description: 'Requests the caller left before the end' })
  cancelledRequests: number;
}

export class UsageSeriesItemDto extends UsageTotalsDto {
  @ApiProperty({
    description:
      'The day (YYYY-MM-DD), the model, the member, API token or team id; "none" for calls without a member, token or team',
  })
  key: string;
  @ApiProperty({ description: 'What to show: the day, model, username, token or team name' })
  label: string;
  @ApiPropertyOptional({
    type: [Number],
    description: "With splitBy: the day's total tokens per part, in the order of `splits`",
  })
  parts?: number[];
}

/** One part of a split daily chart: a model, member, API token, team, or the rest. */
export class UsageSplitDto {
  @ApiProperty({
    description:
      'The id (model name for models); "none" for no member/token/team; "other" for the rest',
  })
  key: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Its tokens over the whole range' })
  totalTokens: number;
}

export class AllowanceDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Tokens a month; null = unlimited' })
  limitTokens: number | null;
  @ApiProperty({ description: 'Tokens used this month (UTC), the whole organization' })
  usedTokens: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null = unlimited; never below 0' })
  remainingTokens: number | null;
  @ApiProperty({ format: 'date-time', description: 'When the count starts again (UTC)' })
  resetsAt: string;
}

export class UsageNoticeDto {
  @ApiProperty({ enum: [80, 100], description: 'Percent of the allowance reached' })
  threshold: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class OrganizationAllowanceDto extends AllowanceDto {
  @ApiProperty({ type: [UsageNoticeDto], description: "This month's 80 % and 100 % notices" })
  notices: UsageNoticeDto[];
}

export class UsageReportDto {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ enum: USAGE_GROUPINGS }) groupBy: UsageGrouping;
  @ApiProperty({
    enum: ['organization', 'own'],
    description: "organization: everyone's usage (owner); own: the caller's calls only (members)",
  })
  scope: 'organization' | 'own';
  @ApiProperty({ type: UsageTotalsDto }) totals: UsageTotalsDto;
  @ApiProperty({
    type: [UsageSeriesItemDto],
    description:
      'By day: every day of the range in order (zeros included); otherwise largest first',
  })
  series: UsageSeriesItemDto[];
  @ApiProperty({ type: AllowanceDto }) allowance: AllowanceDto;
  @ApiPropertyOptional({ enum: USAGE_SPLITS }) splitBy?: UsageSplit;
  @ApiPropertyOptional({
    type: [UsageSplitDto],
    description: 'With splitBy: the parts, largest first (at most five, "other" last)',
  })
  splits?: UsageSplitDto[];
}
