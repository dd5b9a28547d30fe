import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { UsageReport, UsageSeriesItem } from '../api/get-usage';
import { formatDay, formatTokens, formatTokensShort } from '../lib/format-tokens';

const PROMPT = 'var(--primary)';
const COMPLETION = 'var(--success)';
/** The parts of a split chart, largest first; "other" (always last) is grey. */
const PART_COLORS = [
  'var(--primary)',
  'var(--success)',
  'oklch(0.72 0.15 65)',
  'oklch(0.64 0.17 340)',
  'oklch(0.66 0.11 215)',
];
const OTHER_COLOR = 'var(--muted-foreground)';

type UsageChartProps = {
  series: UsageSeriesItem[];
  /** Set: each day's bar is split into these parts (`series[].parts`), else prompt/completion. */
  splits?: UsageReport['splits'];
};

/**
 * Tokens per day, prompt and completion stacked, or split by model, member, API token or team.
 * Recharts loads with this file only (the usage screen imports it lazily), so no other page
 * carries the library.
 */
export default function UsageChart({ series, splits }: UsageChartProps) {
  return (
    <div className="h-64 w-full min-w-0" data-testid="usage-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={series}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer
        >
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis
            dataKey="key"
            tickFormatter={formatDay}
            minTickGap={40}
            tickLine={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          />
          <YAxis
            tickFormatter={formatTokensShort}
            width={44}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => formatTokens(Number(value))}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
            }}
          />
          {/* Series order (prompt first), and the label in the text color: the bar colors are
              too light for text on a light card. */}
          <Legend
            itemSorter={null}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value) => <span className="text-foreground">{value}</span>}
          />
          {splits ? (
            splits.map((part, i) => (
              <Bar
                key={part.key}
                dataKey={(day: UsageSeriesItem) => day.parts?.[i] ?? 0}
                name={part.label}
                stackId="tokens"
                fill={part.key === 'other' ? OTHER_COLOR : PART_COLORS[i % PART_COLORS.length]}
                radius={i === splits.length - 1 ? [3, 3, 0, 0] : undefined}
              />
            ))
          ) : (
            <>
              <Bar dataKey="promptTokens" name="Prompt" stackId="tokens" fill={PROMPT} />
              <Bar
                dataKey="completionTokens"
                name="Completion"
                stackId="tokens"
                fill={COMPLETION}
                radius={[3, 3, 0, 0]}
              />
            </>
          )}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
