import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { plural } from '@/lib/plural';
import {
  LEAD_STATUS_LABELS,
  leadExportHref,
  useLeadList,
  type LeadFilters,
  type LeadListKind,
  type LeadStatus,
} from '../api/lead-lists';
import { ContactsTable, EnterpriseLeadsTable, SubscribersTable } from './lead-tables';

const NOUNS: Record<LeadListKind, [one: string, many: string]> = {
  contacts: ['message', 'messages'],
  leads: ['lead', 'leads'],
  subscribers: ['subscriber', 'subscribers'],
};

/** One list of the Leads section: search, status filter, the CSV of what is filtered, pages. */
export function LeadListPanel({ kind, canUpdate }: { kind: LeadListKind; canUpdate: boolean }) {
  const [filters, setFilters] = useState<LeadFilters>({ search: '' });
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useLeadList(kind, filters, page);
  const change = (next: LeadFilters) => {
    setFilters(next);
    setPage(1);
  };
  const [one, many] = NOUNS[kind];
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-0 flex-1 basis-60">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={`Search ${many}`}
            placeholder={
              kind === 'subscribers' ? 'Search by email' : 'Search by name, email or company'
            }
            className="pl-9"
            value={filters.search}
            onChange={(e) => change({ ...filters, search: e.target.value })}
          />
        </div>
        {kind !== 'subscribers' && (
          <NativeSelect
            aria-label={`Status of the ${many} shown`}
            className="w-auto"
            value={filters.status ?? ''}
            onChange={(e) =>
              change({ ...filters, status: (e.target.value || undefined) as LeadStatus })
            }
          >
            <option value="">Any status</option>
            {(Object.keys(LEAD_STATUS_LABELS) as LeadStatus[]).map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
        <a
          className={buttonVariants({ variant: 'outline' })}
          href={leadExportHref(kind, filters)}
          download
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>
      {isPending && <Spinner label={`Loading ${many}...`} />}
      {isError && <p className="text-sm text-destructive">Failed to load the {many}.</p>}
      {data && data.data.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {filters.search || filters.status ? `No ${many} match these filters.` : `No ${many} yet.`}
        </p>
      )}
      {data && data.data.length > 0 && kind === 'contacts' && (
        <ContactsTable
          rows={data.data as Parameters<typeof ContactsTable>[0]['rows']}
          canUpdate={canUpdate}
        />
      )}
      {data && data.data.length > 0 && kind === 'leads' && (
        <EnterpriseLeadsTable
          rows={data.data as Parameters<typeof EnterpriseLeadsTable>[0]['rows']}
          canUpdate={canUpdate}
        />
      )}
      {data && data.data.length > 0 && kind === 'subscribers' && (
        <SubscribersTable rows={data.data as Parameters<typeof SubscribersTable>[0]['rows']} />
      )}
      {data && (
        <Pager
          label={`${many} pages`}
          page={page}
          totalPages={data.pagination.totalPages}
          summary={plural(data.pagination.total, one, many)}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}
