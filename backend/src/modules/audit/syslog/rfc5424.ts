import { StoredEntry } from '../chain/read-entries';
import { toAuditEntryDto } from '../dto/audit-entry.dto';

/** "log audit" (RFC 5424 §6.2.1, facility 13). */
const FACILITY_LOG_AUDIT = 13;
const SEVERITY = { success: 5 /* notice */, failure: 4 /* warning */ } as const;
/** RFC 5612's enterprise number for documentation: the SD-ID names our parameters. */
export const SD_ID = 'ironkeep@32473';
const BOM = '\uFEFF';

/**
 * One entry as an RFC 5424 message: structured data carries the chain fields a SIEM needs to
 * de-duplicate and check order (id, hash, prevHash) and to route (action, actor, outcome); the
 * message is the entry as JSON, the same shape as the JSON-lines export.
 */
export function toSyslogMessage(entry: StoredEntry, hostname: string, procId: number): string {
  const pri = FACILITY_LOG_AUDIT * 8 + (SEVERITY[entry.outcome as keyof typeof SEVERITY] ?? 5);
  const params: [string, string | number | null][] = [
    ['id', entry.id],
    ['action', entry.action],
    ['outcome', entry.outcome],
    ['actor', entry.actorName],
    ['auth', entry.actorAuth],
    ['org', entry.organizationId],
    ['prevHash', entry.prevHash],
    ['hash', entry.hash],
  ];
  const sd = `[${SD_ID}${params
    .filter(([, value]) => value !== null)
    .map(([name, value]) => ` ${name}="${escapeParam(String(value))}"`)
    .join('')}]`;
  const header = [
    `<${pri}>1`,
    new Date(entry.occurredAt).toISOString(),
    headerField(hostname, 255),
    'ironkeep',
    String(procId),
    headerField(entry.action, 32),
  ].join(' ');
  return `${header} ${sd} ${BOM}${JSON.stringify(toAuditEntryDto(entry))}`;
}

/** RFC 6587 octet counting: "<length in bytes> <message>", so messages may hold newlines. */
export function frame(message: string): string {
  return `${Buffer.byteLength(message, 'utf8')} ${message}`;
}

/** PARAM-VALUE escapes '"', '\' and ']' (RFC 5424 §6.3.3). */
function escapeParam(value: string): string {
  return value.replace(/["\\\]]/g, (c) => `\\${c}`);
}

/** Header fields are printable US-ASCII without spaces, or "-" when empty. */
function headerField(value: string, max: number): string {
  const clean = value.replace(/[^\x21-\x7e]/g, '').slice(0, max);
  return clean === '' ? '-' : clean;
}
