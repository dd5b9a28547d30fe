import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMonitoringMetrics } from '../api/get-monitoring-metrics';
import { formatTime } from '@/lib/format-time';
import { CustomerServersCard } from './customer-servers-card';
import { HealthSummary } from './health-summary';
import { HealthTiles } from './health-tiles';
import { MetricCards } from './metric-cards';
import { BackLink } from '@/components/layouts/back-link';

/** /monitoring for admins: live health, refreshed every 30 s (spec §2). */
export function MonitoringDashboard() {
  const { data, isPending, isError, dataUpdatedAt } = useMonitoringMetrics();

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">System Monitoring</h1>
          {data && (
            <p className="mt-2 text-sm text-muted-foreground">
              Last updated {formatTime(dataUpdatedAt)}
            </p>
          )}
        </div>
        {data && (
          <Badge
            variant={data.health.status === 'healthy' ? 'success' : 'destructive'}
            className="px-3 py-1 text-sm"
          >
            {data.health.status === 'healthy' ? 'Healthy' : 'Degraded'}
          </Badge>
        )}
      </div>
      {isPending && <Spinner label="Loading system metrics..." />}
      {isError && !data && (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
            <h2 className="text-xl font-semibold">Monitoring Unavailable</h2>
            <p className="text-muted-foreground">
              Unable to load system metrics. Please check your permissions.
            </p>
          </CardContent>
        </Card>
      )}
      {data && (
        <>
          <HealthSummary data={data} />
          <HealthTiles data={data} />
          <CustomerServersCard servers={data.metrics.customerServers} />
          <MetricCards data={data} />
        </>
      )}
      <div>
        <BackLink />
      </div>
    </div>
  );
}
