import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

export const MAX_PAGE = 1_000_000;
export const MAX_PAGE_SIZE = 100;

/**
 * Query strings become numbers only when they are plain digits ("2", not "1e3", "0x10", " 2" or
 * "99999999999999999999"); anything else stays a string and fails @IsInt with a 400, so no odd
 * notation or unsafe integer ever reaches the database.
 */
export const toWholeNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value;

/** `?page=&limit=`: page from 1, limit 1–100 (a feature may narrow it, see security-log). */
export class PaginationQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @Transform(toWholeNumber)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: 'page is too large' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 })
  @Transform(toWholeNumber)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `limit must be between 1 and ${MAX_PAGE_SIZE}` })
  limit: number = 10;
}
