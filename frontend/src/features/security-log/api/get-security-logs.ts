import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type SecurityLogPage = components['schemas']['SecurityLogPageDto'];
export type SecurityLogEntry = components['schemas']['SecurityLogEntryDto'];

export const SECURITY_LOG_PAGE_SIZES = [10, 25, 50] as const;
export type SecurityLogPageSize = (typeof SECURITY_LOG_PAGE_SIZES)[number];
export const SECURITY_LOGS_PATH = '/api/profile/security-logs';

export function getSecurityLogs(page: number, limit: SecurityLogPageSize) {
  return apiJson<SecurityLogPage>('GET', `${SECURITY_LOGS_PATH}?page=${page}&limit=${limit}`);
}

export const getSecurityLogsQueryOptions = (page: number, limit: SecurityLogPageSize) =>
  queryOptions({
    queryKey: [SECURITY_LOGS_PATH, { page, limit }],
    queryFn: () => getSecurityLogs(page, limit),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useSecurityLogs(page: number, limit: SecurityLogPageSize) {
  return useQuery(getSecurityLogsQueryOptions(page, limit));
}
