import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { plural } from '@/lib/plural';
import { useAdminUsage, type AdminUsageRow } from '../api/get-admin-usage';
import { formatTokens, formatTokensShort, percentUsed } from '../lib/format-tokens';
import { AllowanceDialog } from './allowance-dialog';

function thisMonth({ allowance }: AdminUsageRow): string {
  const used = formatTokensShort(allowance.usedTokens);
  if (allowance.limitTokens === null) return `${used} (unlimited)`;
  const percent = percentUsed(allowance.usedTokens, allowance.limitTokens);
  return `${used} of ${formatTokensShort(allowance.limitTokens)} (${percent}%)`;
}

/** /admin: every organization's tokens (usage:read), with its allowance to override (usage:manage). */
export function AdminUsageSection({ canManage }: { canManage: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAdminUsage(page);
  return (
    <Card id="organization-usage" className="min-w-0">
      <CardHeader>
        <CardTitle>Token usage</CardTitle>
        <CardDescription>
          Every organization in the last 30 days, most tokens first
          {data ? `: ${formatTokens(data.totals.totalTokens)} tokens in all.` : '.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isPending && <Spinner label="Loading usage..." />}
        {isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load usage.
          </p>
        )}
        {data && data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">No organizations yet.</p>
        )}
        {data && data.data.length > 0 && (
          <Table stacked aria-label="Token usage by organization">
            <TableHeader>
              <TableRow>
                <TableHead>Organization</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead className="text-right">Last 30 days</TableHead>
                <TableHead className="text-right">Requests</TableHead>
                <TableHead>This month</TableHead>
                {canManage && <TableHead className="sr-only">Actions</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((row) => (
                <TableRow key={row.organization.id}>
                  <TableCell className="font-medium">
                    {row.organization.name}
                    <span className="block font-mono text-xs font-normal text-muted-foreground">
                      {row.organization.slug}
                    </span>
                  </TableCell>
                  <TableCell label="Plan">{row.planName ?? '—'}</TableCell>
                  <TableCell label="Last 30 days" className="text-right tabular-nums">
                    {formatTokens(row.totalTokens)}
                  </TableCell>
                  <TableCell label="Requests" className="text-right tabular-nums">
                    {formatTokens(row.requests)}
                  </TableCell>
                  <TableCell label="This month">
                    {thisMonth(row)}
                    {row.allowance.overridden && (
                      <span className="block text-xs text-muted-foreground">override</span>
                    )}
                  </TableCell>
                  {canManage && (
                    <TableCell className="text-right">
                      <AllowanceDialog row={row} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.data.length > 0 && (
          <Pager
            label="Token usage pages"
            page={page}
            totalPages={data.pagination.totalPages}
            summary={plural(data.pagination.total, 'organization', 'organizations')}
            onPageChange={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
