/** "$499" or "$1,999.50": whole amounts without cents, in the plan's currency. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "$499/month" (spec: Plan shows name and price per interval). */
export function formatPricePerInterval(plan: {
  price: number;
  currency: string;
  interval: string;
}): string {
  return `${formatMoney(plan.price, plan.currency)}/${plan.interval}`;
}
