import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { UsageReport } from '../api/get-usage';
import { formatDay, formatTokens } from '../lib/format-tokens';

const UsageChart = lazy(() => import('./usage-chart'));

/** The 30-day chart, with its figures in words for screen readers and before the chart loads. */
export function DailyUsageCard({ report }: { report: UsageReport }) {
  const busiest = report.series.reduce(
    (best, day) => (day.totalTokens > best.totalTokens ? day : best),
    report.series[0],
  );
  const summary =
    `${formatTokens(report.totals.promptTokens)} prompt and ` +
    `${formatTokens(report.totals.completionTokens)} completion tokens from ` +
    `${formatDay(report.from)} to ${formatDay(report.to)}` +
    (busiest && busiest.totalTokens > 0
      ? `; the busiest day was ${formatDay(busiest.key)} with ${formatTokens(busiest.totalTokens)} tokens.`
      : '.');
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>Tokens per day</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <UsageChart series={report.series} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
