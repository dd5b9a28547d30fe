import { useEffect, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { plural } from '@/lib/plural';
import {
  SECURITY_LOG_PAGE_SIZES,
  type SecurityLogPageSize,
  useSecurityLogs,
} from '../api/get-security-logs';
import { SecurityLogEntryRow } from './security-log-entry';

/** The Activity tab: the user's security events, paged (10/25/50 per page, spec §2 and §9). */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<SecurityLogPageSize>(10);
  const { data, isPending, isError } = useSecurityLogs(page, limit);
  const totalPages = data?.pagination.totalPages ?? 1;

  useEffect(() => {
    if (isError) {
      toast({
        title: 'Error',
        description: 'Failed to fetch security logs',
        variant: 'destructive',
      });
    }
  }, [isError]);

  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>Security Activity</CardTitle>
          <CardDescription>
            {data
              ? plural(data.pagination.total, 'total event', 'total events')
              : 'Recent security events'}
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="security-log-page-size">Per page</Label>
          <select
            id="security-log-page-size"
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={limit}
            onChange={(e) => {
              setLimit(Number(e.target.value) as SecurityLogPageSize);
              setPage(1);
            }}
          >
            {SECURITY_LOG_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading security events..." />
        ) : isError ? (
          <p className="text-sm text-destructive">Failed to load security logs</p>
        ) : data.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No security events found</p>
        ) : (
          <ul className="divide-y" aria-label="Security events">
            {data.data.map((entry) => (
              <SecurityLogEntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <div className="mt-4">
          <Pager
            label="Security event pages"
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
          />
        </div>
      </CardContent>
    </Card>
  );
}
