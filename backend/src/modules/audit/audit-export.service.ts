import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { escapeCell } from '../../common/csv/csv';
import { AuditBy } from './audit-actor';
import { AuditTrail } from './audit-trail.service';
import { EntryRange, readEntriesAfter, StoredEntry } from './chain/read-entries';
import { toAuditEntryDto } from './dto/audit-entry.dto';

export const AUDIT_EXPORT_FORMATS = ['jsonl', 'csv'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

const BATCH = 1000;

const CSV_COLUMNS: [string, (e: StoredEntry) => unknown][] = [
  ['id', (e) => e.id],
  ['occurredAt', (e) => new Date(e.occurredAt).toISOString()],
  ['actorType', (e) => e.actorType],
  ['actorId', (e) => e.actorId],
  ['actorUsername', (e) => e.actorName],
  ['actorAuth', (e) => e.actorAuth],
  ['action', (e) => e.action],
  ['outcome', (e) => e.outcome],
  ['targetType', (e) => e.targetType],
  ['targetId', (e) => e.targetId],
  ['organizationId', (e) => e.organizationId],
  ['ipAddress', (e) => e.ipAddress],
  ['userAgent', (e) => e.userAgent],
  ['details', (e) => e.details],
  ['prevHash', (e) => e.prevHash],
  ['hash', (e) => e.hash],
];

/**
 * The trail as a download, oldest first, in chain order: JSON lines (one AuditEntryDto a line)
 * or CSV (RFC 4180, formula-safe cells). Read in keyset batches of 1,000 and pulled by the
 * response as it drains, so memory stays flat whatever the range holds.
 */
@Injectable()
export class AuditExporter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trail: AuditTrail,
  ) {}

  async export(range: EntryRange, format: AuditExportFormat, by: AuditBy): Promise<Readable> {
    // Who took a copy of the trail, and of which period.
    await this.trail.append({
      ...by,
      action: 'audit_exported',
      details: {
        format,
        from: range.fromMs === undefined ? null : new Date(range.fromMs).toISOString(),
        to: range.toMs === undefined ? null : new Date(range.toMs).toISOString(),
        ...(range.actor && { actor: range.actor }),
        ...(range.action && { action: range.action }),
        ...(range.organization && { organization: range.organization }),
      },
    });
    return Readable.from(this.chunks(range, format), { objectMode: false });
  }

  private async *chunks(range: EntryRange, format: AuditExportFormat): AsyncGenerator<string> {
    if (format === 'csv') yield `${CSV_COLUMNS.map(([name]) => name).join(',')}\r\n`;
    let after = 0;
    for (;;) {
      const rows = await readEntriesAfter(this.dataSource.manager, after, BATCH, range);
      if (rows.length === 0) return;
      yield rows.map(format === 'csv' ? csvLine : jsonLine).join('');
      after = rows[rows.length - 1].id;
      if (rows.length < BATCH) return;
    }
  }
}

function jsonLine(entry: StoredEntry): string {
  return `${JSON.stringify(toAuditEntryDto(entry))}\n`;
}

function csvLine(entry: StoredEntry): string {
  return `${CSV_COLUMNS.map(([, value]) => escapeCell(value(entry))).join(',')}\r\n`;
}
