import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { ADMIN_INVOICES_PATH } from './get-admin-invoices';

type Invoice = components['schemas']['InvoiceDto'];

export function markInvoicePaid(invoiceId: string) {
  return apiJson<Invoice>(
    'POST',
    `/api/billing/invoices/${encodeURIComponent(invoiceId)}/mark-paid`,
  );
}

/** POST /api/billing/invoices/{id}/mark-paid (billing:manage); refreshes the invoice list. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_INVOICES_PATH] }),
  });
}
