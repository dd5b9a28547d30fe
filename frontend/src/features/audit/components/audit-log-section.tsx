import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { getServerMessage } from '@/lib/api-error';
import { plural } from '@/lib/plural';
import { auditExportHref, useAdminAudit } from '../api/get-audit-entries';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { AuditEntryList } from './audit-entry-list';
import { AuditFiltersForm } from './audit-filters-form';
import { VerifyIntegrity } from './verify-integrity';

export const AUDIT_LOG_ID = 'audit-log';

/**
 * /admin's "Audit log" (audit:read): filters kept in the address, pages, entry details, export of
 * exactly what is filtered, and verification of the chain.
 */
export function AuditLogSection() {
  const [filters, applyFilters] = useAuditFilters();
  const filtersKey = JSON.stringify(filters);
  // The page belongs to the filters it was chosen under: new filters start at page 1.
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filtersKey, page: next });
  const { data, isPending, isError, error } = useAdminAudit(filters, page);
  const location = useLocation();

  // A link to the filtered log (a customer's "Audit log") lands on this section.
  useEffect(() => {
    if (location.hash === `#${AUDIT_LOG_ID}`) {
      document.getElementById(AUDIT_LOG_ID)?.scrollIntoView({ block: 'start' });
    }
  }, [location.hash, location.key]);

  return (
    <Card id={AUDIT_LOG_ID} className="min-w-0">
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>
          Every security and admin action, newest first, in a tamper-evident hash chain.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditFiltersForm initial={filters} onApply={applyFilters} />
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
        {data && data.data.length > 0 && <AuditEntryList entries={data.data} view="admin" />}
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
