import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatTime } from '@/lib/format-time';
import { cn } from '@/lib/utils';
import { type MyLimit, type MyLimitUse, useMyAccess } from '../api/my-access';

const whole = new Intl.NumberFormat('en-US');

const KIND_LABELS: Record<MyLimitUse['kind'], string> = {
  monthlyTokens: 'Tokens this month',
  requestsPerMinute: 'Requests this minute',
  tokensPerMinute: 'Tokens this minute',
  maxConcurrent: 'Answers open now',
};

function levelName(limit: MyLimit): string {
  if (limit.level === 'organization') return 'Your organization’s plan';
  if (limit.level === 'member') return 'Your own limits';
  return `Team ${limit.name ?? ''}`.trim();
}

/** "renews on Jan 1, 2027", "resets at 10:01", or nothing for open answers. */
function whenItResets(use: MyLimitUse): string {
  if (!use.resetsAt) return '';
  return use.kind === 'monthlyTokens'
    ? ` · renews on ${formatDate(use.resetsAt, { timeZone: 'UTC' })}`
    : ` · resets at ${formatTime(use.resetsAt)}`;
}

function UseLine({ use, owner }: { use: MyLimitUse; owner: string }) {
  const percent = Math.min(100, Math.floor((use.used * 100) / use.limit));
  const label = `${KIND_LABELS[use.kind]}: ${whole.format(use.used)} of ${whole.format(use.limit)}`;
  return (
    <li className="grid gap-1">
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground">
          {whole.format(use.remaining)} left{whenItResets(use)}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={`${owner}: ${KIND_LABELS[use.kind]}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${whole.format(use.remaining)} left`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full',
            percent >= 100 ? 'bg-destructive' : percent >= 80 ? 'bg-amber-500' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

/**
 * What a member may call and how much is left (issue 40): the models open to them, and each
 * limit that applies (the plan's allowance, their own, each team's), the strictest winning.
 */
export function MyAccess() {
  const access = useMyAccess();
  if (access.isPending) return <Spinner label="Loading your models and limits..." />;
  if (access.isError) {
    return (
      <p className="text-sm text-muted-foreground">Your models and limits could not be loaded.</p>
    );
  }
  const { models, limits } = access.data;
  return (
    <div className="grid gap-4 text-sm" data-testid="my-access">
      <section className="grid gap-2" aria-labelledby="my-models">
        <h4 id="my-models" className="font-medium">
          Models you may use
        </h4>
        {models.length === 0 ? (
          <p className="text-muted-foreground">
            No model of your organization is open to you: an admin gives access on the organization
            page.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Models you may use">
            {models.map((model) => (
              <li
                key={model.id}
                className="flex min-w-0 items-center gap-2 rounded-md border px-2 py-1"
              >
                <span
                  className={cn(
                    'size-2 shrink-0 rounded-full',
                    model.available ? 'bg-green-600' : 'bg-muted-foreground',
                  )}
                  aria-hidden="true"
                />
                <span className="font-mono text-xs wrap-anywhere">{model.id}</span>
                {model.id !== model.model && ' '}
                {model.id !== model.model && (
                  <span className="text-xs text-muted-foreground wrap-anywhere">
                    answered by {model.model}
                  </span>
                )}
                <span className="sr-only">
                  {model.available ? ', available now' : ', no server answers now'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="grid gap-3" aria-labelledby="my-limits">
        <h4 id="my-limits" className="font-medium">
          Your limits
        </h4>
        {limits.length === 0 ? (
          <p className="text-muted-foreground">No limit applies to you.</p>
        ) : (
          limits.map((limit) => {
            const owner = levelName(limit);
            return (
              <div key={`${limit.level}:${limit.name ?? ''}`} className="grid gap-2">
                <p className="text-muted-foreground">{owner}</p>
                <ul className="grid gap-2">
                  {limit.uses.map((use) => (
                    <UseLine key={use.kind} use={use} owner={owner} />
                  ))}
                </ul>
              </div>
            );
          })
        )}
        {limits.length > 1 && (
          <p className="text-xs text-muted-foreground">
            The strictest limit applies, to your assistants’ answers and your API tokens’ calls
            alike.
          </p>
        )}
      </section>
    </div>
  );
}

/** Settings → API tokens: the same, as a card of its own below the tokens. */
export function MyAccessCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Your models and limits
        </CardTitle>
        <CardDescription>
          What your tokens may call and how much is left. A token can have stricter limits of its
          own.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <MyAccess />
      </CardContent>
    </Card>
  );
}
