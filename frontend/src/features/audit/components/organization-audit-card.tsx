import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useOrganizationAudit } from '../api/get-audit-entries';
import { plural } from '@/lib/plural';
import { AuditEntryList } from './audit-entry-list';

/** The owner's view of their organisation's audit entries on /customer-dashboard. */
export function OrganizationAuditCard() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useOrganizationAudit(page);
  return (
    <Card id="organization-audit" className="min-w-0">
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          What your organization&apos;s members and administrators did, newest first.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Spinner label="Loading audit entries..." />}
        {isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the audit log.
          </p>
        )}
        {data && data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">No audit entries yet.</p>
        )}
        {data && data.data.length > 0 && <AuditEntryList entries={data.data} view="organization" />}
        {data && data.data.length > 0 && (
          <Pager
            label="Organization audit pages"
            page={page}
            totalPages={data.pagination.totalPages}
            summary={plural(data.pagination.total, 'entry', 'entries')}
            onPageChange={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
