import { formatPricePerInterval } from '@/lib/money';
import type { CheckoutTerms } from '../api/get-checkout-terms';
import type { Plan } from '../api/get-plans';

/**
 * What happens after the trial, in the words of this install's billing (issue 34): with the
 * built-in provider there is no card to enter, so "then $499/month" alone left the customer
 * wondering how to pay. Until the terms are known, the trial and the price only.
 */
export function PaymentTerms({ plan, terms }: { plan: Plan; terms: CheckoutTerms | undefined }) {
  const price = formatPricePerInterval(plan);
  const trialDays = terms?.trialDays ?? 14;
  const owner =
    "You become the organization's owner and can cancel at any time before the period ends.";
  if (terms?.provider === 'builtin') {
    return (
      <div className="grid gap-2 text-sm text-muted-foreground" data-testid="payment-terms">
        <p>
          Your {trialDays}-day free trial starts now. No card or payment details are needed: billing
          is by invoice. When the trial ends, the first invoice ({price}) appears on your Billing
          page, due within {terms.invoiceDueDays} days, payable by bank transfer or purchase order;
          then one invoice per {plan.interval}.
        </p>
        <p>{owner}</p>
      </div>
    );
  }
  if (terms?.provider === 'stripe') {
    return (
      <p className="text-sm text-muted-foreground" data-testid="payment-terms">
        Your {trialDays}-day free trial starts now; then {price}, charged to the card you enter on
        the next page (Stripe Checkout). {owner}
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="payment-terms">
      Your {trialDays}-day free trial starts now; then {price}. {owner}
    </p>
  );
}
