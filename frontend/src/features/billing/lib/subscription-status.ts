import { format } from 'date-fns';
import type { StatusTone } from '@/components/ui/status-badge';

/** Spec §4: active green, trialing blue, past_due yellow, canceled red; others grey. */
export function subscriptionTone(status: string): StatusTone {
  return (
    ({ active: 'green', trialing: 'blue', past_due: 'yellow', canceled: 'red' } as const)[
      status as 'active'
    ] ?? 'grey'
  );
}

const LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past Due',
  canceled: 'Canceled',
  incomplete: 'Awaiting Payment',
};

export const subscriptionLabel = (status: string) => LABELS[status] ?? status;

/** "Mar 1, 2026". */
export const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
