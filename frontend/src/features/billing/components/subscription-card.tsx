import { AlertTriangle, Check, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { SUBSCRIPTION_STATUS } from '@/components/status/status-maps';
import type { components } from '@/lib/api-types';
import { formatPricePerInterval } from '@/lib/money';
import { formatDay } from '../lib/subscription-status';

type Subscription = components['schemas']['SubscriptionDto'];
type Plan = components['schemas']['PlanDto'];

type SubscriptionCardProps = {
  subscription: Subscription;
  plan: Plan;
  /** Manage Billing and any other owner actions. */
  actions?: ReactNode;
};

/** Spec §2 Subscription card: status, plan and price, period, cancel warning, features. */
export function SubscriptionCard({ subscription, plan, actions }: SubscriptionCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-4" aria-hidden="true" />
          Subscription
        </CardTitle>
        <DomainStatusBadge map={SUBSCRIPTION_STATUS} status={subscription.status} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="text-lg font-semibold">{plan.name}</p>
          <p className="text-sm text-muted-foreground">{formatPricePerInterval(plan)}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Current period start</dt>
            <dd className="font-medium">{formatDay(subscription.currentPeriodStart)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Current period end</dt>
            <dd className="font-medium">{formatDay(subscription.currentPeriodEnd)}</dd>
          </div>
        </dl>
        {subscription.status === 'trialing' && subscription.trialEnd && (
          <p className="text-sm text-muted-foreground">
            Free trial until {formatDay(subscription.trialEnd)}
            {subscription.cancelAtPeriodEnd ? '.' : '; the first invoice follows.'}
          </p>
        )}
        {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled' && (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-md border border-yellow-500/40 bg-yellow-500/10 p-3 text-sm text-yellow-800 dark:text-yellow-200"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            Subscription will cancel at period end
          </p>
        )}
        <ul className="grid gap-1.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </CardContent>
    </Card>
  );
}
