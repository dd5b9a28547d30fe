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

/** "2026-07-01T00:00:00Z" → "July 1" (the day the allowance starts again, UTC). */
export function formatResetDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "2026-03-14" → "Mar 14" (chart ticks). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Percent of the allowance used, whole, capped for the bar's width (the text says the rest). */
export function percentUsed(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit === 0) return 100;
  return Math.floor((used * 100) / limit);
}
