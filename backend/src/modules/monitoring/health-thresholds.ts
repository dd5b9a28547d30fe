/**
 * Limits above which a check fails and overall health becomes "degraded". Error rates count
 * server errors (5xx) only: a client's 401 or 404 says nothing about the system's health.
 */
export const HEALTH_THRESHOLDS = {
  memoryUsagePercent: 90,
  errorRatePercent: 5,
  avgResponseTimeMs: 1000,
  dbErrorRatePercent: 1,
} as const;
