import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { getServerMessage } from '@/lib/api-error';
import { auditExportHref, useAdminAudit, type AuditFilters } from '../api/get-audit-entries';
import { plural } from '@/lib/plural';
import { AuditEntryList } from './audit-entry-list';
import { AuditFiltersForm } from './audit-filters-form';
import { VerifyIntegrity } from './verify-integrity';

/** /admin's "Audit log" (audit:read): filters, pages, entry details, export and verification. */
export function AuditLogSection() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useAdminAudit(filters, page);
  return (
    <Card id="audit-log" className="min-w-0">
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          Every security and admin action, newest first, in a tamper-evident hash chain.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFiltersForm
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <div className="flex flex-wrap items-start gap-3">
          {(['jsonl', 'csv'] as const).map((format) => (
            <a
              key={format}
              className={buttonVariants({ variant: 'outline' })}
              href={auditExportHref(filters, format)}
              download
            >
              <Download aria-hidden="true" />
              Export {format === 'csv' ? 'CSV' : 'JSON lines'}
            </a>
          ))}
          <VerifyIntegrity />
        </div>
        {isPending && <Spinner label="Loading audit entries..." />}
        {isError && (
          <p role="alert" className="text-sm text-destructive">
            {getServerMessage(error, 'Failed to load the audit log.')}
          </p>
        )}
        {data && data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">No audit entries match these filters.</p>
        )}
        {data && data.data.length > 0 && <AuditEntryList entries={data.data} />}
        {data && data.data.length > 0 && (
          <Pager
            label="Audit log pages"
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
