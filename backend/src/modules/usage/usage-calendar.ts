/** Usage is counted in UTC days and UTC months, on every replica alike. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** 2026-03-14T22:10Z → "2026-03-14". */
export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 2026-03-14T22:10Z → "2026-03". */
export function monthKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** The first instant of the month after `ms` (when a monthly allowance starts again). */
export function nextMonthStart(ms: number): Date {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** The first instant of the month of `ms`. */
export function monthStart(ms: number): Date {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

/** Every day from `from` to `to`, both included ("YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY_MS) days.push(dayKey(ms));
  return days;
}
