import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type Invoice = components['schemas']['InvoiceDto'];
type InvoicePage = components['schemas']['InvoicePageDto'];

export const INVOICES_PATH = '/api/billing/invoices';
export const INVOICES_PER_PAGE = 10;

export const getInvoicesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [INVOICES_PATH, page],
    queryFn: () =>
      apiJson<InvoicePage>('GET', `${INVOICES_PATH}?page=${page}&limit=${INVOICES_PER_PAGE}`),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useInvoices(page: number) {
  return useQuery(getInvoicesQueryOptions(page));
}
