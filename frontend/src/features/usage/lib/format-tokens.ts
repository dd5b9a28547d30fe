import { formatDate } from '@/lib/format-time';

const whole = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 → "1,234,567". */
export function formatTokens(tokens: number): string {
  return whole.format(tokens);
}

/** 1234567 → "1.2M" (chart axes, the allowance bar). */
export function formatTokensShort(tokens: number): string {
  return compact.format(tokens);
}

/** The day the allowance starts again, a UTC calendar day, in the app's one date format. */
export function formatResetDay(iso: string): string {
  return formatDate(iso, { timeZone: 'UTC' });
}

/** A UTC day ("2026-03-14") in the app's one date format (lib/format-time). */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });
}

/** Percent of the allowance used, whole, capped for the bar's width (the text says the rest). */
export function percentUsed(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit === 0) return 100;
  return Math.floor((used * 100) / limit);
}
