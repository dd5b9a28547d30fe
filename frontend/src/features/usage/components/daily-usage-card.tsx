import { lazy, Suspense, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { type UsageReport, type UsageSplit, useUsage } from '../api/get-usage';
import { formatDay, formatTokens } from '../lib/format-tokens';

const UsageChart = lazy(() => import('./usage-chart'));

const SPLIT_LABELS: Record<UsageSplit, string> = {
  model: 'Model',
  member: 'Member',
  token: 'API token',
  team: 'Team',
};
/** A member sees their own calls: split by member or team says nothing more. */
const OWN_SPLITS: UsageSplit[] = ['model', 'token'];
const ALL_SPLITS: UsageSplit[] = ['model', 'member', 'token', 'team'];

/**
 * The 30-day chart, with its figures in words for screen readers and before the chart loads;
 * it can be split by model, member, API token or team (fetched when chosen).
 */
export function DailyUsageCard({ report }: { report: UsageReport }) {
  const [splitBy, setSplitBy] = useState<UsageSplit | ''>('');
  const split = useUsage('day', splitBy || undefined);
  const selectId = useId();
  const shown = splitBy && split.data?.splits ? split.data : report;
  const choices = report.scope === 'own' ? OWN_SPLITS : ALL_SPLITS;

  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>Tokens per day</CardTitle>
          <CardDescription>{summaryOf(report, shown.splits)}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-muted-foreground">
            Split by
          </label>
          <NativeSelect
            id={selectId}
            className="h-9 w-auto"
            value={splitBy}
            onChange={(event) => setSplitBy(event.target.value as UsageSplit | '')}
          >
            <option value="">Prompt and completion</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {SPLIT_LABELS[choice]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent>
        {splitBy && split.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the split. Try again in a moment.
          </p>
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <UsageChart series={shown.series} splits={shown.splits} />
          </Suspense>
        )}
        {splitBy === 'team' && (
          <p className="mt-3 text-xs text-muted-foreground">
            A team’s usage is its current members’ calls; a member of several teams counts in each.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function summaryOf(report: UsageReport, splits: UsageReport['splits']): string {
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
  if (!splits?.length) return summary;
  const parts = splits.map((part) => `${part.label} ${formatTokens(part.totalTokens)}`);
  return `${summary} Largest: ${parts.join(', ')}.`;
}
