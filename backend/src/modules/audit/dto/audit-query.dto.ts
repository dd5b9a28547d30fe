import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsString, IsUUID, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../../common/pagination/pagination-query.dto';
import { Optional } from '../../../common/validation/optional';
import { AUDIT_ACTIONS, AuditAction } from '../audit-actions';
import { AUDIT_EXPORT_FORMATS, AuditExportFormat } from '../audit-export.service';

const ISO_MESSAGE = (field: string) =>
  `${field} must be an ISO 8601 date or date-time (e.g. 2026-01-31 or 2026-01-31T12:00:00Z)`;

/** A time range: from (inclusive) and to (exclusive). */
export class AuditRangeQueryDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or after this time' })
  @Optional()
  @IsISO8601({ strict: true }, { message: ISO_MESSAGE('from') })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries before this time' })
  @Optional()
  @IsISO8601({ strict: true }, { message: ISO_MESSAGE('to') })
  to?: string;
}

export class AuditFiltersDto {
  @ApiPropertyOptional({ description: 'The actor: a username (exact, any case) or an account id' })
  @Optional()
  @IsString()
  @MaxLength(100)
  actor?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @Optional()
  @IsIn(AUDIT_ACTIONS, { message: 'action must be one of the audit action codes' })
  action?: AuditAction;

  @ApiPropertyOptional({ format: 'uuid' })
  @Optional()
  @IsUUID('all', { message: 'organizationId must be a valid organization id' })
  organizationId?: string;

  @ApiPropertyOptional({
    description: "Part of an organization's name or slug (any case), or its id",
  })
  @Optional()
  @IsString()
  @MaxLength(100, { message: 'organization must be at most 100 characters' })
  organization?: string;
}

/** `GET /api/admin/audit`: filters, time range and page. */
export class AuditQueryDto extends IntersectionType(
  PaginationQueryDto,
  IntersectionType(AuditFiltersDto, AuditRangeQueryDto),
) {}

/** `GET /api/organizations/audit`: the owner's own organisation, by page and time range. */
export class OrganizationAuditQueryDto extends IntersectionType(
  PaginationQueryDto,
  AuditRangeQueryDto,
) {}

/** `GET /api/admin/audit/export`: the list's filters and time range, and a file format. */
export class AuditExportQueryDto extends IntersectionType(AuditFiltersDto, AuditRangeQueryDto) {
  @ApiPropertyOptional({ enum: AUDIT_EXPORT_FORMATS, default: 'jsonl' })
  @Optional()
  @IsIn(AUDIT_EXPORT_FORMATS, { message: 'format must be jsonl or csv' })
  format: AuditExportFormat = 'jsonl';
}

/** Milliseconds for an optional ISO time (already validated). */
export function toMs(iso: string | undefined): number | undefined {
  return iso === undefined ? undefined : Date.parse(iso);
}
