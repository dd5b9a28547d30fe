import { Activity } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSimulatedMonitor } from '../hooks/use-simulated-monitor';

/** The simulated security and performance monitor (spec §3, §9); refreshes every 3 s. */
export function MonitorPanel({ id }: { id?: string }) {
  const m = useSimulatedMonitor();
  const rows: [string, string][] = [
    ['Status', m.status],
    ['Encryption', m.encryption],
    ['Latency', `${m.latency} ms`],
    ['Uptime', `${m.uptime.toFixed(2)}%`],
    ['Requests', m.requests.toLocaleString('en-US')],
    ['External calls', String(m.externalCalls)],
    ['Data flow', m.dataFlow],
    ['Data retention', m.dataRetention],
    ['Logging', m.logging],
    ['Frameworks', m.frameworks.join(', ')],
    ['Last audit', m.lastAudit],
  ];
  return (
    <Card id={id} className="bg-white" data-testid="monitor-panel">
      <CardHeader className="flex-row items-center gap-2 space-y-0">
        <Activity className="size-4 text-emerald-600" aria-hidden />
        <CardTitle className="text-base">Security & Performance Monitor</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd
                className="text-right font-medium text-slate-900"
                data-testid={`monitor-${label.toLowerCase().replace(/ /g, '-')}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
