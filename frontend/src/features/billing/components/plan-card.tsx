import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import type { Plan } from '../api/get-plans';

type PlanCardProps = { plan: Plan; featured?: boolean; action?: ReactNode; note?: ReactNode };

export function PlanCard({ plan, featured = false, action, note }: PlanCardProps) {
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col',
        featured && 'border-primary shadow-lg shadow-primary/10',
      )}
    >
      {featured && <Badge className="absolute -top-3 left-6">Most popular</Badge>}
      <CardHeader>
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <CardDescription>{plan.description}</CardDescription>
        <p className="pt-2">
          <span className="text-4xl font-bold tracking-tight">
            {formatMoney(plan.price, plan.currency)}
          </span>
          <span className="text-muted-foreground">/{plan.interval}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <ul className="grid gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        {(action || note) && (
          <div className="mt-auto grid gap-2">
            {action}
            {note && <p className="text-center text-xs text-muted-foreground">{note}</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
