import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type Customer = components['schemas']['CustomerDto'];
type CustomerPage = components['schemas']['CustomerPageDto'];

export const ADMIN_CUSTOMERS_PATH = '/api/admin/organizations';
export const CUSTOMERS_PAGE_SIZE = 10;

/** GET /api/admin/organizations (organizations:read): customers by name, searchable. */
export function useCustomers(search: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [ADMIN_CUSTOMERS_PATH, { search: search.trim(), page }],
      queryFn: () => {
        const params = new URLSearchParams({
          page: String(page),
          limit: String(CUSTOMERS_PAGE_SIZE),
        });
        if (search.trim()) params.set('search', search.trim());
        return apiJson<CustomerPage>('GET', `${ADMIN_CUSTOMERS_PATH}?${params}`);
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}
