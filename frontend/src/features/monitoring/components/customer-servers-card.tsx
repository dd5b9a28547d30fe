import { Server } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-time';
import { plural } from '@/lib/plural';
import { cn } from '@/lib/utils';
import type { MonitoringMetrics } from '../api/get-monitoring-metrics';

type Counts = MonitoringMetrics['metrics']['customerServers'];

const COUNTS: { key: keyof Omit<Counts, 'failingServers' | 'total'>; label: string }[] = [
  { key: 'healthy', label: 'Passing' },
  { key: 'failing', label: 'Failing' },
  { key: 'unchecked', label: 'Not checked yet' },
  { key: 'stopped', label: 'Stopped by owner' },
];

/**
 * The AI servers customers registered, by their last health check: how many pass, and every
 * failing one by name, organization and reason. A failing one makes the overall badge Degraded.
 */
export function CustomerServersCard({ servers }: { servers: Counts }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Server className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Customer AI Servers
        </CardTitle>
        <CardDescription>
          Every AI server customers registered, by its last health check (
          {plural(servers.total, 'server')}).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COUNTS.map(({ key, label }) => (
            <div key={key} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd
                className={cn(
                  'text-2xl font-semibold tabular-nums',
                  key === 'failing' && servers.failing > 0 && 'text-destructive',
                )}
              >
                {servers[key].toLocaleString('en-US')}
              </dd>
            </div>
          ))}
        </dl>
        {servers.failing === 0 ? (
          <p className="text-sm text-muted-foreground">
            {servers.total === 0
              ? 'No customer has registered an AI server yet.'
              : 'No customer AI server is failing its health checks.'}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Failing customer AI servers">
            {servers.failingServers.map((server) => (
              <li key={server.id} className="rounded-md border border-destructive/40 p-3 text-sm">
                <p className="font-medium wrap-anywhere">
                  {server.name}
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {server.organizationName ?? 'an organization that no longer exists'}
                  </span>
                </p>
                <p className="wrap-anywhere">{server.reason ?? 'Failing its health checks.'}</p>
                {server.lastCheckedAt && (
                  <p className="text-muted-foreground">
                    Last checked {formatDateTime(server.lastCheckedAt)}
                  </p>
                )}
              </li>
            ))}
            {servers.failing > servers.failingServers.length && (
              <li className="text-sm text-muted-foreground">
                and {servers.failing - servers.failingServers.length} more
              </li>
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
