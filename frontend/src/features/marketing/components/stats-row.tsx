import { cn } from '@/lib/utils';
import type { Stat } from '../content/types';

export function StatsRow({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-6 text-center lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border bg-card p-6">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-first text-2xl font-bold tracking-tight break-words text-primary sm:text-3xl">
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
