import { Counter, Histogram } from 'prom-client';

/** Sums a counter's values over the label sets `where` accepts (all by default). */
export async function counterSum(
  counter: Counter<string>,
  where: (labels: Partial<Record<string, string | number>>) => boolean = () => true,
): Promise<number> {
  const { values } = await counter.get();
  return values.filter((v) => where(v.labels)).reduce((sum, v) => sum + v.value, 0);
}

/** Count and sum (seconds) of a histogram over all its label sets. */
export async function histogramTotals(
  histogram: Histogram<string>,
): Promise<{ count: number; sum: number }> {
  const { values } = await histogram.get();
  let count = 0;
  let sum = 0;
  for (const v of values) {
    if (v.metricName?.endsWith('_count')) count += v.value;
    else if (v.metricName?.endsWith('_sum')) sum += v.value;
  }
  return { count, sum };
}

/** Per-label count of a counter, e.g. queries by assistant. */
export async function counterByLabel(
  counter: Counter<string>,
  label: string,
): Promise<Record<string, number>> {
  const { values } = await counter.get();
  const out: Record<string, number> = {};
  for (const v of values) {
    const key = String(v.labels[label]);
    out[key] = (out[key] ?? 0) + v.value;
  }
  return out;
}

export const percent = (part: number, whole: number) =>
  whole > 0 ? round((part / whole) * 100) : 0;
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
