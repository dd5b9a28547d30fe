import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { PageDto } from '../../../common/pagination/page.dto';
import { PaginationQueryDto, toWholeNumber } from '../../../common/pagination/pagination-query.dto';

export const SECURITY_LOG_PAGE_SIZES = [10, 25, 50] as const;

/** The shared page query, with the spec's page sizes instead of 1–100. */
export class SecurityLogQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: SECURITY_LOG_PAGE_SIZES, default: 10 })
  @Transform(toWholeNumber)
  @IsIn(SECURITY_LOG_PAGE_SIZES, { message: 'limit must be one of 10, 25, 50' })
  declare limit: number;
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

export class SecurityLogPageDto extends PageDto(SecurityLogEntryDto, 'SecurityLogPageDto') {}
