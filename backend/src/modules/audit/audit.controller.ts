import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { AuditReader } from './audit-reader.service';
import { AuditVerifier } from './audit-verifier.service';
import { AuditPageDto, AuditVerifyDto } from './dto/audit-entry.dto';
import { AuditExportQueryDto, AuditQueryDto, toMs } from './dto/audit-query.dto';
import { AuditExporter } from './audit-export.service';
import { AuditBy, AuditedBy } from './audit-actor';

@ApiTags('admin-audit')
@Controller('admin/audit')
export class AuditController {
  constructor(
    private readonly reader: AuditReader,
    private readonly verifier: AuditVerifier,
    private readonly exporter: AuditExporter,
  ) {}

  @Get()
  @RequirePermission('audit', 'read')
  @ApiOkResponse({ type: AuditPageDto, description: 'Entries newest first' })
  @ApiBadRequestResponse({ description: 'A filter or the page is not valid' })
  list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return this.reader.list(query, query);
  }

  @Get('verify')
  @RequirePermission('audit', 'read')
  @ApiOkResponse({ type: AuditVerifyDto, description: 'Walks the whole hash chain' })
  verify(): Promise<AuditVerifyDto> {
    return this.verifier.verify();
  }

  @Get('export')
  @RequirePermission('audit', 'read')
  @ApiProduces('application/x-ndjson', 'text/csv')
  @ApiOkResponse({
    description:
      'The entries the filters and range select (as GET /api/admin/audit), oldest first: JSON lines (AuditEntryDto) or CSV, streamed',
    type: String,
  })
  @ApiBadRequestResponse({ description: 'from, to or format not valid' })
  async export(
    @Query() query: AuditExportQueryDto,
    @AuditedBy() by: AuditBy,
  ): Promise<StreamableFile> {
    const range = {
      fromMs: toMs(query.from),
      toMs: toMs(query.to),
      actor: query.actor,
      action: query.action,
      organization: query.organization ?? query.organizationId,
    };
    const stream = await this.exporter.export(range, query.format, by);
    const csv = query.format === 'csv';
    return new StreamableFile(stream, {
      type: csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
      disposition: `attachment; filename="audit-trail.${query.format}"`,
    });
  }
}
