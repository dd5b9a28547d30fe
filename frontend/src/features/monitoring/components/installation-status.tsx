import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ALL_SYSTEMS_OPERATIONAL, SystemStatusLine } from '@/components/status/system-status-line';
import { paths } from '@/config/paths';
import { useMonitoringMetrics, type MonitoringMetrics } from '../api/get-monitoring-metrics';

function MonitoringLink() {
  return (
    <Link
      to={paths.monitoring.getHref()}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      Open System Monitoring
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** What is wrong, most specific first: the failing customer servers by name, then the checks. */
function problemText(data: MonitoringMetrics): string {
  const { failing, failingServers } = data.metrics.customerServers;
  const [first] = failingServers;
  if (failing === 1 && first) {
    const where = first.organizationName ? ` (${first.organizationName})` : '';
    return `${first.name}${where} is failing${first.reason ? `: ${first.reason}` : ' its health checks'}`;
  }
  if (failing > 1) {
    const names = failingServers.map((s) => s.name).join(', ');
    return `${failing} customer AI servers are failing: ${names}`;
  }
  return 'This server is over one of its health limits';
}

/**
 * The admin's System Status on /dashboard: the whole installation as /monitoring sees it — this
 * server and every customer's AI servers. "All systems operational" only while that is true.
 */
export function InstallationStatus() {
  const { data, isPending, isError } = useMonitoringMetrics();
  if (isPending)
    return <SystemStatusLine tone="pending">Checking the installation…</SystemStatusLine>;
  if (isError || !data) {
    return (
      <div className="grid gap-2">
        <SystemStatusLine tone="pending">
          The status of this installation is unavailable.
        </SystemStatusLine>
        <MonitoringLink />
      </div>
    );
  }
  if (data.health.status === 'healthy') {
    return <SystemStatusLine tone="ok">{ALL_SYSTEMS_OPERATIONAL}</SystemStatusLine>;
  }
  return (
    <div className="grid gap-2">
      <SystemStatusLine tone="problem">{problemText(data)}</SystemStatusLine>
      <MonitoringLink />
    </div>
  );
}
