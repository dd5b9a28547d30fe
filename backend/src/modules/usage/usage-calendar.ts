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

/** Days from `from` to `to` (included) that do not fill a whole month, and the whole months. */
export interface SplitRange {
  days: { from: string; to: string }[];
  months: { from: string; to: string } | null;
}

/**
 * Splits a range of days for the roll-ups: its whole months read one row per key from the monthly
 * roll-up, only the days at either end from the daily one.
 */
export function splitByMonths(from: string, to: string): SplitRange {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const firstWhole = from.endsWith('-01') ? monthStart(fromMs) : nextMonthStart(fromMs);
  const lastDay = dayKey(nextMonthStart(toMs).getTime() - DAY_MS);
  const lastWholeEnd = to === lastDay ? nextMonthStart(toMs) : monthStart(toMs);
  if (firstWhole.getTime() >= lastWholeEnd.getTime()) return { days: [{ from, to }], months: null };
  const days: SplitRange['days'] = [];
  if (fromMs < firstWhole.getTime()) {
    days.push({ from, to: dayKey(firstWhole.getTime() - DAY_MS) });
  }
  if (toMs >= lastWholeEnd.getTime()) days.push({ from: dayKey(lastWholeEnd.getTime()), to });
  return {
    days,
    months: {
      from: monthKey(firstWhole.getTime()),
      to: monthKey(lastWholeEnd.getTime() - DAY_MS),
    },
  };
}
