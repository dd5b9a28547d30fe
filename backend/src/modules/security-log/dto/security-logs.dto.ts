import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const SECURITY_LOG_PAGE_SIZES = [10, 25, 50] as const;

export class SecurityLogQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page is too large' })
  page: number = 1;

  @ApiPropertyOptional({ enum: SECURITY_LOG_PAGE_SIZES, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(SECURITY_LOG_PAGE_SIZES, { message: 'limit must be one of 10, 25, 50' })
  limit: number = 10;
}

export class SecurityLogEntryDto {
  @ApiProperty()
  id: string;

  @ApiProperty({ example: 'login_success' })
  event: string;

  @ApiProperty()
  success: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true })
  ipAddress: string | null;
}

export class PaginationDto {
  @ApiProperty()
  page: number;

  @ApiProperty({ description: 'At least 1, even when there are no events' })
  totalPages: number;

  @ApiProperty()
  total: number;
}

export class SecurityLogPageDto {
  @ApiProperty({ type: [SecurityLogEntryDto] })
  data: SecurityLogEntryDto[];

  @ApiProperty({ type: PaginationDto })
  pagination: PaginationDto;
}
