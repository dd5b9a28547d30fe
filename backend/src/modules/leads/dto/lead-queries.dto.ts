import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../../common/pagination/pagination-query.dto';
import { Optional } from '../../../common/validation/optional';
import { LEAD_STATUSES, LeadStatus } from '../lead-status';

const STATUS_MESSAGE = `status must be one of: ${LEAD_STATUSES.join(', ')}`;

/** `?search=`: the same words find a row on screen and in its export. */
export class LeadSearchQueryDto {
  @ApiPropertyOptional({
    description:
      'Matches name, email or company (contacts and leads) or the address (subscribers), any case',
  })
  @Optional()
  @IsString()
  @MaxLength(254, { message: 'search must be at most 254 characters' })
  search?: string;
}

/** `?search=&status=` for contact messages and enterprise leads. */
export class LeadFilterQueryDto extends LeadSearchQueryDto {
  @ApiPropertyOptional({ enum: LEAD_STATUSES })
  @Optional()
  @IsIn(LEAD_STATUSES, { message: STATUS_MESSAGE })
  status?: LeadStatus;
}

export class LeadListQueryDto extends IntersectionType(PaginationQueryDto, LeadFilterQueryDto) {}

export class SubscriberListQueryDto extends IntersectionType(
  PaginationQueryDto,
  LeadSearchQueryDto,
) {}

export class UpdateLeadStatusDto {
  @ApiProperty({ enum: LEAD_STATUSES })
  @IsIn(LEAD_STATUSES, { message: STATUS_MESSAGE })
  status: LeadStatus;
}
