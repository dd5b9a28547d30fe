import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import type { SecurityLogEntry } from '../api/get-security-logs';
import { securityEventLabel } from '../event-labels';

export function SecurityLogEntryRow({ entry }: { entry: SecurityLogEntry }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{securityEventLabel(entry.event)}</span>
        <Badge variant={entry.success ? 'success' : 'destructive'}>
          {entry.success ? 'Success' : 'Failed'}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
        <time dateTime={entry.createdAt}>
          {format(new Date(entry.createdAt), 'MMM d, yyyy HH:mm')}
        </time>
        {entry.ipAddress && <span>IP: {entry.ipAddress}</span>}
      </div>
    </li>
  );
}
