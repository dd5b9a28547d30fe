import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type AdminUsagePage = components['schemas']['AdminUsagePageDto'];
export type AdminUsageRow = components['schemas']['AdminUsageRowDto'];

export const ADMIN_USAGE_PATH = '/api/admin/usage';
export const ADMIN_USAGE_PAGE_SIZE = 10;

/** GET /api/admin/usage (usage:read): every organization, most tokens in the last 30 days first. */
export const getAdminUsageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [ADMIN_USAGE_PATH, { page }],
    queryFn: () =>
      apiJson<AdminUsagePage>(
        'GET',
        `${ADMIN_USAGE_PATH}?page=${page}&limit=${ADMIN_USAGE_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAdminUsage(page: number) {
  return useQuery(getAdminUsageQueryOptions(page));
}
