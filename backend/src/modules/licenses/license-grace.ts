import { DAY_MS } from '../billing/subscriptions/billing-periods';

/**
 * A key stays valid this long after the end of the period (or trial) it was issued for, so the
 * renewed key can be put on every device before the old one stops: an offline key cannot be
 * extended in place (docs/organizations-and-billing.md, "Licence keys").
 */
export const LICENSE_GRACE_DAYS = 7;

export function expiryAfterPeriod(periodEnd: Date): Date {
  return new Date(periodEnd.getTime() + LICENSE_GRACE_DAYS * DAY_MS);
}

/** The end of the period a key covers: its expiry less the grace. */
export function periodCoveredBy(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - LICENSE_GRACE_DAYS * DAY_MS);
}
