import { useState } from 'react';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { INVOICE_STATUS } from '@/components/status/status-maps';
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
import { formatMoney } from '@/lib/money';
import { useInvoices } from '../api/get-invoices';
import { formatDay } from '../lib/subscription-status';

export function InvoicesCard({ provider }: { provider: 'builtin' | 'stripe' }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page);
  const pagination = invoices.data?.pagination;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
        <CardDescription>
          {provider === 'stripe'
            ? 'Paid through Stripe; each invoice links to its Stripe page.'
            : 'Pay by bank transfer or purchase order, quoting the invoice number; your IronKeep administrator records the payment.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {invoices.isPending && <Spinner label="Loading invoices..." />}
        {invoices.isError && (
          <p className="text-sm text-muted-foreground">Invoices could not be loaded.</p>
        )}
        {invoices.data && invoices.data.data.length === 0 && (
          <p className="text-sm text-muted-foreground">
            No invoices yet: the first one is issued when the trial ends.
          </p>
        )}
        {invoices.data && invoices.data.data.length > 0 && (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Invoice</TableHead>
                <TableHead>Period</TableHead>
                <TableHead>Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Due</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.data.data.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell className="font-mono text-xs">
                    {invoice.hostedUrl ? (
                      <a
                        href={invoice.hostedUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {invoice.number}
                      </a>
                    ) : (
                      invoice.number
                    )}
                  </TableCell>
                  <TableCell>
                    {formatDay(invoice.periodStart)} – {formatDay(invoice.periodEnd)}
                  </TableCell>
                  <TableCell>{formatMoney(invoice.amount, invoice.currency)}</TableCell>
                  <TableCell>
                    <DomainStatusBadge map={INVOICE_STATUS} status={invoice.status} />
                  </TableCell>
                  <TableCell>
                    {invoice.paidAt
                      ? `Paid ${formatDay(invoice.paidAt)}`
                      : invoice.dueAt
                        ? formatDay(invoice.dueAt)
                        : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {pagination && pagination.totalPages > 1 && (
          <Pager
            label="Invoice pages"
            page={page}
            totalPages={pagination.totalPages}
            onPageChange={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
