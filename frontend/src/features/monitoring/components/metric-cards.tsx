import { Activity, Bot, Database, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { assistantName } from '@/lib/assistant-names';
import type { MonitoringMetrics } from '../api/get-monitoring-metrics';
import { formatMb, formatNumber, formatUptime } from '../format';

/** A metric, with a short hint where its meaning is not obvious (issue 42, item 9). */
type Row = [label: string, value: string, hint?: string];

function MetricCard({
  title,
  icon: Icon,
  rows,
}: {
  title: string;
  icon: ComponentType<{ className?: string }>;
  rows: Row[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value, hint]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">
                {label}
                {hint && <span className="block text-xs font-normal">{hint}</span>}
              </dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** System Performance, User Activity, AI Performance and Database Performance (spec §2). */
export function MetricCards({ data }: { data: MonitoringMetrics }) {
  const { system, application: app } = data.metrics;
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <MetricCard
        title="System Performance"
        icon={Activity}
        rows={[
          ['Uptime', formatUptime(system.uptime)],
          ['Memory Used', formatMb(system.memory.used)],
          ['Memory Total', formatMb(system.memory.total)],
          ['Total Requests', count(system.requests.total)],
        ]}
      />
      <MetricCard
        title="User Activity"
        icon={Users}
        rows={[
          // What each counts (issue 42: 5 sessions beside 2 logins read as a fault). Sessions
          // live in the session store and outlast a restart; the others are this process's
          // counters, from zero at each start.
          [
            'Active Sessions',
            count(app.activeSessions),
            'Signed-in sessions not expired or signed out, of all users on all devices, including ones begun before the last restart',
          ],
          [
            'Total Logins',
            count(app.auth.logins),
            'Successful sign-ins since this IronKeep server last started',
          ],
          [
            '2FA Uses',
            count(app.auth.twoFactorUses),
            'Sign-ins completed with a two-factor code, since the last start',
          ],
          [
            'Failed Attempts',
            count(app.auth.failedAttempts),
            'Refused sign-ins (wrong username, password or two-factor code, or a deactivated account), since the last start',
          ],
        ]}
      />
      <MetricCard
        title="AI Performance"
        icon={Bot}
        rows={[
          ['Total Queries', count(app.aiQueries.total)],
          // Each assistant by its name, not its internal id ("brain" → Intelligence Assistant).
          ...Object.entries(app.aiQueries.byType).map(([id, n]): Row => [
            `${assistantName(id)} queries`,
            count(n),
          ]),
          ['Avg Response Time', `${formatNumber(app.aiQueries.avgResponseTime)}ms`],
        ]}
      />
      <MetricCard
        title="Database Performance"
        icon={Database}
        rows={[
          ['Total Queries', count(app.database.totalQueries)],
          ['Error Rate', `${formatNumber(app.database.errorRate)}%`],
          ['Avg Query Time', `${formatNumber(app.database.avgQueryTime, 2)}ms`],
        ]}
      />
    </div>
  );
}
