import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { Optional } from '../../../../common/validation/optional';

export const USAGE_GROUPINGS = ['day', 'model', 'member', 'token', 'team'] as const;
export type UsageGrouping = (typeof USAGE_GROUPINGS)[number];
/** What the daily chart may be split by. */
export const USAGE_SPLITS = ['model', 'member', 'token', 'team'] as const;
export type UsageSplit = (typeof USAGE_SPLITS)[number];

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dateMessage = (field: string) => `${field} must be a date like 2026-01-31`;

/** A range of UTC days, both ends included; default the last 30 days. */
export class UsageRangeQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    description: 'First day (UTC), default 29 days before `to`',
  })
  @Optional()
  @Matches(DATE, { message: dateMessage('from') })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day (UTC, included), default today' })
  @Optional()
  @Matches(DATE, { message: dateMessage('to') })
  to?: string;
}

export class UsageQueryDto extends UsageRangeQueryDto {
  @ApiPropertyOptional({ enum: USAGE_GROUPINGS, default: 'day' })
  @Optional()
  @IsIn(USAGE_GROUPINGS, { message: 'groupBy must be one of day, model, member, token, team' })
  groupBy: UsageGrouping = 'day';

  @ApiPropertyOptional({
    enum: USAGE_SPLITS,
    description:
      'With groupBy=day: each day split by model, member, API token or team (the five largest, the rest as "other")',
  })
  @Optional()
  @IsIn(USAGE_SPLITS, { message: 'splitBy must be one of model, member, token, team' })
  splitBy?: UsageSplit;
}
