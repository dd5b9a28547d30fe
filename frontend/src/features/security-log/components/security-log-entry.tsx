import { Badge } from '@/components/ui/badge';
import type { SecurityLogEntry } from '../api/get-security-logs';
import { describeSecurityEvent } from '../event-labels';
import { formatDateTime } from '@/lib/format-time';

export function SecurityLogEntryRow({ entry }: { entry: SecurityLogEntry }) {
  const { label, failed } = describeSecurityEvent(entry);
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{label}</span>
        <Badge variant={failed ? 'destructive' : 'success'}>{failed ? 'Failed' : 'Success'}</Badge>
      </div>
      <div className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        {entry.ipAddress && <span>IP: {entry.ipAddress}</span>}
      </div>
    </li>
  );
}
