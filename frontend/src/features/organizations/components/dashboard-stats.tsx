import { Activity, CreditCard, Server as ServerIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { formatPricePerInterval } from '@/lib/money';
import type { MySubscription } from '../api/subscription-types';
import { allowance } from '../lib/server-status';

function Stat({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {children}
        </div>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardContent>
    </Card>
  );
}

/** Spec §2: Active Servers "of N allowed" (∞ for -1), Health Status, Plan. */
export function DashboardStats({ data }: { data: MySubscription }) {
  const active = data.servers.filter((s) => s.status === 'active').length;
  const healthy = data.servers.filter((s) => s.healthStatus === 'healthy').length;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat icon={ServerIcon} label="Active Servers">
        <p className="text-2xl font-bold" data-testid="active-servers">
          {active}
        </p>
        <p className="text-xs text-muted-foreground">
          of {allowance(data.plan.maxServers)} allowed
        </p>
      </Stat>
      <Stat icon={Activity} label="Health Status">
        <p className="text-2xl font-bold" data-testid="healthy-servers">
          {healthy}
        </p>
        <p className="text-xs text-muted-foreground">
          {healthy === 1 ? 'healthy server' : 'healthy servers'} of {data.servers.length}
        </p>
      </Stat>
      <Stat icon={CreditCard} label="Plan">
        <p className="text-2xl font-bold">{data.plan.name}</p>
        <p className="text-xs text-muted-foreground">{formatPricePerInterval(data.plan)}</p>
      </Stat>
    </div>
  );
}
