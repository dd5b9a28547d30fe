import { Search } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { plural } from '@/lib/plural';
import { useCustomers } from '../api/get-customers';
import { CustomerRow } from './customer-row';

export const CUSTOMERS_SECTION_ID = 'customers';

/**
 * /admin's Customers (organizations:read): every organization with its plan, subscription
 * state, AI servers' health (failing ones named), members, and — for audit:read — a link to its
 * audit log.
 */
export function CustomersSection({ canReadAudit }: { canReadAudit: boolean }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useCustomers(search, page);
  return (
    <Card id={CUSTOMERS_SECTION_ID} className="min-w-0">
      <CardHeader>
        <CardTitle>Customers</CardTitle>
        <CardDescription>
          Organizations, their plans and subscriptions, and how their AI servers are doing.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <div className="relative max-w-sm">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search organizations"
            placeholder="Search by organization name"
            className="pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {isPending && <Spinner label="Loading customers..." />}
        {isError && <p className="text-sm text-destructive">Failed to load customers.</p>}
        {data && data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {search.trim() ? 'No organization matches your search.' : 'No organizations yet.'}
          </p>
        )}
        {data && data.data.length > 0 && (
          <Table stacked>
            <TableHeader>
              <TableRow>
                <TableHead>Organization</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead>Subscription</TableHead>
                <TableHead>AI servers</TableHead>
                <TableHead>Members</TableHead>
                {canReadAudit && (
                  <TableHead>
                    <span className="sr-only">Audit log</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((customer) => (
                <CustomerRow key={customer.id} customer={customer} canReadAudit={canReadAudit} />
              ))}
            </TableBody>
          </Table>
        )}
        {data && (
          <Pager
            label="Customer pages"
            page={page}
            totalPages={data.pagination.totalPages}
            summary={plural(data.pagination.total, 'organization')}
            onPageChange={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
