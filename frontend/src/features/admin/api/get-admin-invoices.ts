import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type AdminInvoice = components['schemas']['AdminInvoiceDto'];
export type AdminInvoicePage = components['schemas']['AdminInvoicePageDto'];
export type InvoiceFilter = 'open' | 'paid' | 'all';

export const ADMIN_INVOICES_PATH = '/api/admin/invoices';
export const ADMIN_INVOICES_PAGE_SIZE = 10;

export function getAdminInvoices(status: InvoiceFilter, page: number) {
  const params = new URLSearchParams({
    status,
    page: String(page),
    limit: String(ADMIN_INVOICES_PAGE_SIZE),
  });
  return apiJson<AdminInvoicePage>('GET', `${ADMIN_INVOICES_PATH}?${params}`);
}

/** GET /api/admin/invoices (billing:manage): every organisation's invoices, by status. */
export const getAdminInvoicesQueryOptions = (status: InvoiceFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_INVOICES_PATH, { status, page }],
    queryFn: () => getAdminInvoices(status, page),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export function useAdminInvoices(status: InvoiceFilter, page: number) {
  return useQuery(getAdminInvoicesQueryOptions(status, page));
}
