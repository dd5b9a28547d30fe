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
import type { UsageSeriesItem } from '../api/get-usage';
import { formatDay, formatTokens, formatTokensShort } from '../lib/format-tokens';

const PROMPT = 'var(--primary)';
const COMPLETION = 'var(--success)';

/**
 * Tokens per day, prompt and completion stacked. Recharts loads with this file only (the usage
 * screen imports it lazily), so no other page carries the library.
 */
export default function UsageChart({ series }: { series: UsageSeriesItem[] }) {
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
          <Bar dataKey="promptTokens" name="Prompt" stackId="tokens" fill={PROMPT} />
          <Bar
            dataKey="completionTokens"
            name="Completion"
            stackId="tokens"
            fill={COMPLETION}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
