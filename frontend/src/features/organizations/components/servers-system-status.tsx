import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ALL_SYSTEMS_OPERATIONAL, SystemStatusLine } from '@/components/status/system-status-line';
import { paths } from '@/config/paths';
import { useMySubscription } from '../api/get-my-subscription';
import { failingServers, failingServersText } from '../lib/server-problems';

function OrganizationLink({ label }: { label: string }) {
  return (
    <Link
      to={paths.customerDashboard.getHref()}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {label}
      <ChevronRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/**
 * The System Status of a member of an organization: "All systems operational" only while none
 * of the organization's AI servers is failing; otherwise it names the failing servers and why,
 * and leads to the organization page where the owner can act.
 */
export function ServersSystemStatus() {
  const { data, isPending, isError } = useMySubscription({ enabled: true });
  if (isPending)
    return <SystemStatusLine tone="pending">Checking your AI servers…</SystemStatusLine>;
  if (isError) {
    return (
      <div className="grid gap-2">
        <SystemStatusLine tone="pending">
          The status of your AI servers is unavailable.
        </SystemStatusLine>
        <OrganizationLink label="Open your organization" />
      </div>
    );
  }
  const failing = failingServers(data.servers);
  if (failing.length === 0) {
    return <SystemStatusLine tone="ok">{ALL_SYSTEMS_OPERATIONAL}</SystemStatusLine>;
  }
  return (
    <div className="grid gap-2">
      <SystemStatusLine tone="problem">{failingServersText(failing)}</SystemStatusLine>
      <OrganizationLink label="View your organization" />
    </div>
  );
}
