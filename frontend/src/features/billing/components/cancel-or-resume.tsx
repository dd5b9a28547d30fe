import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { components } from '@/lib/api-types';
import { getServerMessage } from '@/lib/api-error';
import { useSetCancelAtPeriodEnd } from '../api/set-cancel-at-period-end';
import { formatDay } from '../lib/subscription-status';

type Subscription = components['schemas']['MySubscriptionDto']['subscription'];

/** Cancel at period end (asked first) or, once scheduled, resume. */
export function CancelOrResume({ subscription }: { subscription: Subscription }) {
  const mutation = useSetCancelAtPeriodEnd();
  if (subscription.status === 'canceled' || subscription.status === 'incomplete') return null;
  const run = (cancel: boolean) =>
    mutation.mutate(cancel, {
      onSuccess: () =>
        toast({
          title: cancel ? 'Cancellation scheduled' : 'Subscription resumed',
          description: cancel
            ? `Your subscription ends on ${formatDay(subscription.currentPeriodEnd)}.`
            : 'Your subscription will renew as usual.',
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Update failed',
          description: getServerMessage(error, 'Please try again.'),
        }),
    });
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Button variant="outline" disabled={mutation.isPending} onClick={() => run(false)}>
        Resume subscription
      </Button>
    );
  }
  return (
    <CancelSubscriptionDialog
      periodEnd={formatDay(subscription.currentPeriodEnd)}
      disabled={mutation.isPending}
      onConfirm={() => run(true)}
    />
  );
}

/**
 * The shared ConfirmDialog's dismiss button says "Cancel", which next to "Cancel at period end"
 * reads as two ways to cancel (issue 26); here it says "Keep subscription". Same look and focus
 * rules as ConfirmDialog: focus starts on the safe choice, Escape keeps the subscription.
 */
function CancelSubscriptionDialog({
  periodEnd,
  disabled,
  onConfirm,
}: {
  periodEnd: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          Cancel subscription
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 text-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            Cancel Subscription
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            Everything keeps working until {periodEnd}. Then your servers stop being monitored and
            the license key is revoked. You can resume until then.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Keep subscription</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild onClick={onConfirm}>
              <Button variant="destructive">Cancel at period end</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
