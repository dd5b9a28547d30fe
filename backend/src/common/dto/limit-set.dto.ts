import { ApiProperty } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

const INT_MAX = 2_147_483_647;

/** Absent: unchanged; null: removed (a meaning of its own, hence not @Optional()). */
const positive = (name: string, max: number): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_: unknown, value: unknown) => value !== null && value !== undefined),
    IsInt({ message: `${name} must be a positive integer or null` }),
    Min(1, { message: `${name} must be a positive integer or null` }),
    Max(max, { message: `${name} must be at most ${max}` }),
  );

/**
 * A limit set (issue 40; modules/limits stores them, gateway/limits enforces them). Here, below
 * every module, because API tokens (low in the module order) carry one too. Each limit is a positive integer, or null to remove it; a field left
 * out keeps its current value.
 */
export class LimitSetInputDto {
  @ApiProperty({ type: Number, nullable: true, required: false, example: 1_000_000 })
  @positive('monthlyTokens', Number.MAX_SAFE_INTEGER)
  monthlyTokens?: number | null;

  @ApiProperty({ type: Number, nullable: true, required: false, example: 60 })
  @positive('requestsPerMinute', INT_MAX)
  requestsPerMinute?: number | null;

  @ApiProperty({ type: Number, nullable: true, required: false, example: 100_000 })
  @positive('tokensPerMinute', INT_MAX)
  tokensPerMinute?: number | null;

  @ApiProperty({ type: Number, nullable: true, required: false, example: 4 })
  @positive('maxConcurrent', INT_MAX)
  maxConcurrent?: number | null;
}

/** The limits that apply at one level; null: none of that kind. */
export class LimitSetDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Tokens per UTC calendar month' })
  monthlyTokens: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Per fixed 60-second window' })
  requestsPerMinute: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Per fixed 60-second window' })
  tokensPerMinute: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Calls open at once' })
  maxConcurrent: number | null;
}

export const LIMIT_KINDS = [
  'monthlyTokens',
  'requestsPerMinute',
  'tokensPerMinute',
  'maxConcurrent',
] as const;
