import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';

export type MonitoringMetrics = components['schemas']['MonitoringMetricsResponseDto'];

export const MONITORING_METRICS_PATH = '/api/monitoring/metrics';
/** Spec §9: the monitoring page refreshes every 30,000 ms. */
export const MONITORING_REFRESH_MS = 30_000;

/** GET /api/monitoring/metrics (admin only), polled while the page is open. */
export const getMonitoringMetricsQueryOptions = () =>
  queryOptions<MonitoringMetrics>({
    queryKey: [MONITORING_METRICS_PATH],
    refetchInterval: MONITORING_REFRESH_MS,
    staleTime: 0,
  });

export function useMonitoringMetrics() {
  return useQuery(getMonitoringMetricsQueryOptions());
}
