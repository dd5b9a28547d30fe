import { useId, useState } from 'react';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { INVOICE_STATUS } from '@/components/status/status-maps';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
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
import { toast } from '@/components/ui/use-toast';
import { getServerMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { useAdminInvoices, type AdminInvoice, type InvoiceFilter } from '../api/get-admin-invoices';
import { useMarkInvoicePaid } from '../api/mark-invoice-paid';
import { formatDate } from '@/lib/format-time';

const FILTERS: { value: InvoiceFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
];
const EMPTY: Record<InvoiceFilter, string> = {
  open: 'No open invoices',
  paid: 'No paid invoices',
  all: 'No invoices yet',
};

const day = formatDate;

/**
 * Invoices of every organization (billing:manage), a card per invoice on phones: open ones are
 * paid offline (bank transfer, purchase order) and recorded here with Mark as paid. Stripe's
 * invoices are listed but Stripe records their payments, so they have no button.
 */
export function InvoiceManagement() {
  const filterId = useId();
  const [status, setStatus] = useState<InvoiceFilter>('open');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAdminInvoices(status, page);
  const markPaid = useMarkInvoicePaid();
  const pagination = data?.pagination;

  const confirmPaid = (invoice: AdminInvoice) =>
    markPaid.mutate(invoice.id, {
      onSuccess: () => {
        toast({ title: 'Invoice marked as paid', description: describe(invoice) });
        // The paid invoice leaves the open list: with the page's last row gone, step back one.
        if (status === 'open' && page > 1 && data?.data.length === 1) setPage(page - 1);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to mark the invoice as paid',
          description: getServerMessage(error, 'Please try again.'),
        }),
    });

  return (
    <Card id="manage-invoices">
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
        <CardDescription>
          Every organization&apos;s invoices. Record a payment received by bank transfer or purchase
          order with Mark as paid.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium">
            Status
          </label>
          <NativeSelect
            id={filterId}
            className="h-9 w-36"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as InvoiceFilter);
              setPage(1);
            }}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {isPending && <Spinner label="Loading invoices..." />}
        {isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load invoices.
          </p>
        )}
        {data && data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">{EMPTY[status]}</p>
        )}
        {data && data.data.length > 0 && (
          <Table stacked>
            <TableHeader>
              <TableRow>
                <TableHead>Organization</TableHead>
                <TableHead>Period</TableHead>
                <TableHead>Amount</TableHead>
                <TableHead>Due</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.data.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell className="whitespace-normal">
                    <div className="font-medium max-sm:text-base">
                      {invoice.organization?.name ?? 'Deleted organization'}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      {invoice.organization && <span>{invoice.organization.slug} · </span>}
                      <span className="font-mono">{invoice.number}</span> · {invoice.planName}
                    </div>
                  </TableCell>
                  <TableCell label="Period">
                    {day(invoice.periodStart)} – {day(invoice.periodEnd)}
                  </TableCell>
                  <TableCell label="Amount">
                    {formatMoney(invoice.amount, invoice.currency)}
                  </TableCell>
                  <TableCell label="Due">
                    {invoice.paidAt
                      ? `Paid ${day(invoice.paidAt)}`
                      : invoice.dueAt
                        ? day(invoice.dueAt)
                        : '—'}
                  </TableCell>
                  {/* Status and its action share a cell: the button sits beside the badge. */}
                  <TableCell label="Status">
                    <div className="flex flex-wrap items-center gap-2 max-sm:justify-end">
                      <DomainStatusBadge map={INVOICE_STATUS} status={invoice.status} />
                      {invoice.status === 'open' && invoice.provider === 'builtin' && (
                        <ConfirmDialog
                          trigger={
                            <Button
                              size="sm"
                              disabled={markPaid.isPending}
                              aria-label={`Mark as paid: ${invoice.number}`}
                            >
                              Mark as paid
                            </Button>
                          }
                          title="Mark invoice as paid?"
                          description={`Record that the payment of ${describe(invoice)} has been received. This cannot be undone here.`}
                          confirmLabel="Mark as paid"
                          tone="default"
                          onConfirm={() => confirmPaid(invoice)}
                        />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {pagination && data && data.data.length > 0 && (
          <Pager
            label="Invoice pages"
            page={page}
            totalPages={pagination.totalPages}
            summary={`${pagination.total} invoices`}
            onPageChange={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** "IK-202503-1A2B3C4D from Acme Health ($499)" for the dialog and the toast. */
function describe(invoice: AdminInvoice): string {
  const org = invoice.organization?.name ?? 'a deleted organization';
  return `${invoice.number} from ${org} (${formatMoney(invoice.amount, invoice.currency)})`;
}
