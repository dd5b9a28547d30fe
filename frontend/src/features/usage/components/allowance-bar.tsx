import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { OrganizationAllowance } from '../api/get-allowance';
import { formatResetDay, formatTokens, formatTokensShort, percentUsed } from '../lib/format-tokens';

type Allowance = Pick<
  OrganizationAllowance,
  'limitTokens' | 'usedTokens' | 'remainingTokens' | 'resetsAt'
>;

/** This month's tokens against the organization's allowance: a bar, and the figures in words. */
export function AllowanceBar({ allowance }: { allowance: Allowance }) {
  const { limitTokens, usedTokens, resetsAt } = allowance;
  const percent = percentUsed(usedTokens, limitTokens);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-4 shrink-0 text-primary" aria-hidden="true" />
          This month
        </CardTitle>
        <CardDescription>Prompt and completion tokens, the whole organization</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p>
          <span className="text-3xl font-bold" data-testid="tokens-used">
            {formatTokens(usedTokens)}
          </span>{' '}
          <span className="text-sm text-muted-foreground">
            {limitTokens === null
              ? 'tokens used (no monthly limit)'
              : `of ${formatTokensShort(limitTokens)} tokens`}
          </span>
        </p>
        {limitTokens !== null && percent !== null && (
          <>
            <div
              role="progressbar"
              aria-label="Tokens used this month"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(100, percent)}
              aria-valuetext={`${percent}% of the monthly allowance`}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width]',
                  percent >= 100 ? 'bg-destructive' : percent >= 80 ? 'bg-amber-500' : 'bg-primary',
                )}
                style={{ width: `${Math.min(100, percent)}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              {percent}% used · {formatTokens(allowance.remainingTokens ?? 0)} left
            </p>
          </>
        )}
        <p className="text-sm text-muted-foreground">
          The count starts again on {formatResetDay(resetsAt)} (UTC).
        </p>
      </CardContent>
    </Card>
  );
}
