import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type UsageReport = components['schemas']['UsageReportDto'];
export type UsageSeriesItem = components['schemas']['UsageSeriesItemDto'];
export type UsageGrouping = UsageReport['groupBy'];
export type UsageSplit = NonNullable<UsageReport['splitBy']>;

export const USAGE_PATH = '/api/organizations/usage';

/**
 * GET /api/organizations/usage: the last 30 days by default; owners see everyone's calls. With
 * `splitBy` (by day only), each day is split into its largest parts for the chart.
 */
export const getUsageQueryOptions = (groupBy: UsageGrouping, splitBy?: UsageSplit) =>
  queryOptions({
    queryKey: [USAGE_PATH, groupBy, splitBy ?? null],
    queryFn: () =>
      apiJson<UsageReport>(
        'GET',
        `${USAGE_PATH}?groupBy=${groupBy}${splitBy ? `&splitBy=${splitBy}` : ''}`,
      ),
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useUsage(groupBy: UsageGrouping, splitBy?: UsageSplit) {
  return useQuery(getUsageQueryOptions(groupBy, splitBy));
}

/** The CSV of the same 30 days and scope: a plain link, the browser downloads it. */
export function usageExportHref(from: string, to: string): string {
  return `${USAGE_PATH}/export.csv?from=${from}&to=${to}`;
}
