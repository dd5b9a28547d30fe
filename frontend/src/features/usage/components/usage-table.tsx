import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useUsage, type UsageGrouping } from '../api/get-usage';
import { formatTokens } from '../lib/format-tokens';

const FIRST_COLUMN: Record<Exclude<UsageGrouping, 'day'>, string> = {
  model: 'Model',
  member: 'Member',
  token: 'API token',
  team: 'Team',
};

/** The last 30 days by model, member, API token or team, most tokens first; cards on phones. */
export function UsageTable({ groupBy }: { groupBy: Exclude<UsageGrouping, 'day'> }) {
  const { data, isPending, isError } = useUsage(groupBy);
  if (isPending) return <Spinner label="Loading usage..." />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load usage.
      </p>
    );
  }
  if (data.series.length === 0) {
    return <p className="text-sm text-muted-foreground">No calls in the last 30 days.</p>;
  }
  const name = FIRST_COLUMN[groupBy];
  return (
    <Table stacked aria-label={`Usage by ${name.toLowerCase()}`}>
      <TableHeader>
        <TableRow>
          <TableHead>{name}</TableHead>
          <TableHead className="text-right">Requests</TableHead>
          <TableHead className="text-right">Prompt</TableHead>
          <TableHead className="text-right">Completion</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.series.map((item) => (
          <TableRow key={item.key}>
            <TableCell className="max-w-xs truncate font-medium max-sm:max-w-none">
              {item.label}
            </TableCell>
            <TableCell label="Requests" className="text-right tabular-nums">
              {formatTokens(item.requests)}
            </TableCell>
            <TableCell label="Prompt tokens" className="text-right tabular-nums">
              {formatTokens(item.promptTokens)}
            </TableCell>
            <TableCell label="Completion tokens" className="text-right tabular-nums">
              {formatTokens(item.completionTokens)}
            </TableCell>
            <TableCell label="Total tokens" className="text-right font-medium tabular-nums">
              {formatTokens(item.totalTokens)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
