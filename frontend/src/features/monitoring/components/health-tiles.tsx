import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { MonitoringMetrics } from '../api/get-monitoring-metrics';
import { formatNumber } from '../format';

type Tile = { label: string; value: string; ok: boolean; healthyWhen: string };

/**
 * Four headline figures, each with a green (within threshold) or red dot and the limit it is
 * held to, so "Healthy" says what it covers.
 */
export function HealthTiles({ data }: { data: MonitoringMetrics }) {
  const { checks, thresholds: t } = data.health;
  const { system, application } = data.metrics;
  const tiles: Tile[] = [
    {
      label: 'Memory Usage',
      value: `${formatNumber(system.memory.usage)}%`,
      ok: checks.memory,
      healthyWhen: `Healthy below ${t.memoryUsagePercent}% of this server's memory`,
    },
    {
      label: 'Error Rate',
      value: `${formatNumber(system.errorRate)}%`,
      ok: checks.errorRate,
      healthyWhen: `Healthy below ${t.errorRatePercent}% of requests failing on the server`,
    },
    {
      label: 'Response Time',
      value: `${formatNumber(system.avgResponseTime)}ms`,
      ok: checks.responseTime,
      healthyWhen: `Healthy below ${formatNumber(t.avgResponseTimeMs)}ms on average`,
    },
    {
      label: 'Database Errors',
      value: `${formatNumber(application.database.errorRate)}%`,
      ok: checks.database,
      healthyWhen: `Healthy below ${t.dbErrorRatePercent}% of queries failing`,
    },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label}>
          <CardContent className="grid gap-1 pt-6">
            <div className="flex items-center justify-between gap-3">
              <div>
                <p className="text-sm text-muted-foreground">{tile.label}</p>
                <p className="text-2xl font-semibold tabular-nums">{tile.value}</p>
              </div>
              <span
                className={cn(
                  'size-3 shrink-0 rounded-full',
                  tile.ok ? 'bg-green-500' : 'bg-red-500',
                )}
                role="img"
                aria-label={tile.ok ? 'Within threshold' : 'Over threshold'}
              />
            </div>
            <p className="text-xs text-muted-foreground">{tile.healthyWhen}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
