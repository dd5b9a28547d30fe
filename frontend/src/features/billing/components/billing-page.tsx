import { Card, CardContent } from '@/components/ui/card';
import type { components } from '@/lib/api-types';
import { CancelOrResume } from './cancel-or-resume';
import { ChangePlanCard } from './change-plan-card';
import { InvoicesCard } from './invoices-card';
import { ManageBillingButton } from './manage-billing-button';
import { SubscriptionCard } from './subscription-card';
import { BackLink } from '@/components/layouts/back-link';

type BillingData = Pick<
  components['schemas']['MySubscriptionDto'],
  'organization' | 'subscription' | 'plan'
>;

/**
 * /billing, the built-in provider's portal (and an overview with Stripe): plan, period,
 * invoices, plan changes and cancellation at period end. Owners only.
 */
export function BillingPage({ data }: { data: BillingData }) {
  const { organization, subscription, plan } = data;
  if (organization.role !== 'owner') {
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid gap-3 py-10 text-center">
          <h1 className="text-2xl font-semibold">Billing</h1>
          <p className="text-muted-foreground">Only the organization owner can manage billing.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Billing</h1>
          <p className="mt-1 text-muted-foreground">{organization.name}</p>
        </div>
        <BackLink />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard
          subscription={subscription}
          plan={plan}
          actions={
            <>
              {subscription.provider === 'stripe' && <ManageBillingButton provider="stripe" />}
              <CancelOrResume subscription={subscription} />
            </>
          }
        />
        <ChangePlanCard subscription={subscription} />
      </div>
      <InvoicesCard provider={subscription.provider} />
    </div>
  );
}
