import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { FeatureCard, IconPoint } from '../content/types';
import { MarketingIcon } from './marketing-icon';

/** Cards with a gradient icon tile, title and description (home and enterprise features). */
export function FeatureGrid({ items, className }: { items: FeatureCard[]; className?: string }) {
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((feature) => (
        <Card key={feature.title} className="h-full">
          <CardHeader>
            <MarketingIcon
              name={feature.icon}
              tileClassName={cn('bg-gradient-to-br text-white', feature.gradient)}
            />
            <CardTitle className="mt-4 text-lg">{feature.title}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm leading-relaxed text-muted-foreground">
            {feature.description}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Icon + title + description rows in a grid (security controls, why-choose lists). */
export function IconPointGrid({ items, className }: { items: IconPoint[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {items.map((point) => (
        <li key={point.title} className="flex gap-4 rounded-xl border bg-card p-5">
          <MarketingIcon name={point.icon} />
          <div>
            <h3 className="font-semibold">{point.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
              {point.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
