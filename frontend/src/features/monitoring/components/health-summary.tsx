import type { MonitoringMetrics } from '../api/get-monitoring-metrics';

type Checks = MonitoringMetrics['health']['checks'];

/** What each check covers, in the words of the tiles and cards below. */
const CHECK_WORDS: Record<keyof Checks, string> = {
  memory: 'memory usage',
  errorRate: 'error rate',
  responseTime: 'response time',
  database: 'database errors',
  customerServers: 'customer AI servers',
};

/**
 * The sentence under the overall badge: what "Healthy" covers, or what makes it "Degraded".
 * Healthy covers this IronKeep server (four figures within their limits) and every AI server
 * customers registered (passing its last health check).
 */
export function HealthSummary({ data }: { data: MonitoringMetrics }) {
  const { checks } = data.health;
  const servers = data.metrics.customerServers;
  const failing = (Object.keys(CHECK_WORDS) as (keyof Checks)[]).filter((key) => !checks[key]);
  if (failing.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Healthy means this IronKeep server&apos;s memory, error rate, response time and database are
        within their limits, and every customer AI server passes its health check.
      </p>
    );
  }
  const parts = failing.map((key) =>
    key === 'customerServers'
      ? `${servers.failing} of ${servers.total} customer AI ${servers.total === 1 ? 'server' : 'servers'} failing`
      : `${CHECK_WORDS[key]} over its limit`,
  );
  return <p className="text-sm font-medium text-destructive">Degraded: {parts.join('; ')}.</p>;
}
