import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatPricePerInterval } from '@/lib/money';
import { useCheckoutTerms } from '../api/get-checkout-terms';
import type { Plan } from '../api/get-plans';
import type { OrganizationInput } from '../api/subscribe';
import { PaymentTerms } from './payment-terms';

type ConfirmStepProps = {
  plan: Plan;
  organization: OrganizationInput;
  isPending: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

function Line({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b py-3 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono font-medium' : 'font-medium'}>{value}</dd>
    </div>
  );
}

export function ConfirmStep({
  plan,
  organization,
  isPending,
  onBack,
  onConfirm,
}: ConfirmStepProps) {
  const terms = useCheckoutTerms();
  return (
    <div className="grid gap-5">
      <dl>
        <Line label="Plan" value={`${plan.name} · ${formatPricePerInterval(plan)}`} />
        <Line label="Organization" value={organization.organizationName} />
        <Line label="Address" value={organization.slug} mono />
        <Line
          label="AI servers"
          value={plan.maxServers === -1 ? 'Unlimited' : `Up to ${plan.maxServers}`}
        />
      </dl>
      <PaymentTerms plan={plan} terms={terms.data} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={isPending}>
          Back
        </Button>
        <Button onClick={onConfirm} disabled={isPending}>
          {isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isPending ? 'Creating organization...' : 'Confirm and start trial'}
        </Button>
      </div>
    </div>
  );
}
