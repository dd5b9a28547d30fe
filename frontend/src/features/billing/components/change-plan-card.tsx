import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { components } from '@/lib/api-types';
import { getServerMessage } from '@/lib/api-error';
import { formatPricePerInterval } from '@/lib/money';
import { useChangePlan } from '../api/change-plan';
import { usePlans } from '../api/get-plans';

type Subscription = components['schemas']['SubscriptionDto'];

/** Switch plans: limits change at once, the new price applies from the next invoice. */
export function ChangePlanCard({ subscription }: { subscription: Subscription }) {
  const plans = usePlans();
  const change = useChangePlan();
  const ended = subscription.status === 'canceled';

  const switchTo = (planId: string, name: string) =>
    change.mutate(
      { planId },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (checkoutUrl) return window.location.assign(checkoutUrl);
          toast({
            title: ended ? 'Subscription restarted' : 'Plan changed',
            description: `You are now on the ${name} plan.`,
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Plan change failed',
            description: getServerMessage(error, 'Please try again.'),
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ended ? 'Restart your subscription' : 'Change plan'}</CardTitle>
        <CardDescription>
          {ended
            ? 'Choose a plan to start a new paid period today.'
            : 'Server limits and license tier change at once; the new price applies from your next invoice.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {plans.isPending && <Spinner label="Loading plans..." />}
        {plans.data?.map((plan) => {
          const current = plan.id === subscription.planId && !ended;
          return (
            <div
              key={plan.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
            >
              <div>
                <p className="font-medium">{plan.name}</p>
                <p className="text-sm text-muted-foreground">
                  {formatPricePerInterval(plan)} ·{' '}
                  {plan.maxServers === -1
                    ? 'unlimited servers'
                    : `up to ${plan.maxServers} server${plan.maxServers === 1 ? '' : 's'}`}
                </p>
              </div>
              {current ? (
                <span className="text-sm font-medium text-primary">Current plan</span>
              ) : (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="outline" disabled={change.isPending}>
                      {ended ? `Restart on ${plan.name}` : `Switch to ${plan.name}`}
                    </Button>
                  }
                  title={ended ? `Restart on ${plan.name}` : `Switch to ${plan.name}`}
                  description={
                    ended
                      ? `A new ${plan.interval} starts today at ${formatPricePerInterval(plan)}, invoiced now.`
                      : `Your limits change now; ${formatPricePerInterval(plan)} applies from your next invoice.`
                  }
                  confirmLabel={ended ? 'Restart' : 'Switch plan'}
                  tone="default"
                  onConfirm={() => switchTo(plan.id, plan.name)}
                />
              )}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
