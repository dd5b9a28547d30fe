import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import type { User } from '@/lib/current-user';
import { usageExportHref, useUsage } from '../api/get-usage';
import { AllowanceBar } from './allowance-bar';
import { DailyUsageCard } from './daily-usage-card';
import { UsageBreakdown } from './usage-breakdown';
import { UsageEmptyState } from './usage-empty-state';
import { UsageNoticeBanner } from './usage-notice-banner';
import { BackLink } from '@/components/layouts/back-link';

function NoOrganization() {
  return (
    <div className="grid justify-items-start gap-3 rounded-md border p-6">
      <p>Usage belongs to an organization: its members call its AI servers through IronKeep.</p>
      <Button asChild>
        <Link to={paths.pricing.getHref()}>View Plans</Link>
      </Button>
    </div>
  );
}

/** /usage: this month against the allowance, the last 30 days by day, model, member and token. */
export function UsagePage({ user }: { user: User }) {
  const hasOrganization = Boolean(user.organizationId);
  const daily = useUsage('day');
  const report = daily.data;

  let body;
  if (!hasOrganization || hasErrorCode(daily.error, 'NO_ORGANIZATION')) {
    body = <NoOrganization />;
  } else if (daily.isPending) {
    body = <Spinner label="Loading usage..." />;
  } else if (daily.isError || !report) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        Failed to load usage. Try again in a moment.
      </p>
    );
  } else {
    const unused = report.totals.requests === 0 && report.allowance.usedTokens === 0;
    body = (
      <>
        <UsageNoticeBanner />
        <div className="grid gap-6 lg:grid-cols-3">
          <AllowanceBar allowance={report.allowance} />
          {unused ? <UsageEmptyState /> : <DailyUsageCard report={report} />}
        </div>
        {!unused && <UsageBreakdown ownOnly={report.scope === 'own'} />}
      </>
    );
  }

  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Usage</h1>
          <p className="mt-1 text-muted-foreground">
            Tokens your organization&apos;s AI servers counted, per day, model, member, API token
            and team.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {report && (
            <a
              href={usageExportHref(report.from, report.to)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          )}
          <BackLink />
        </div>
      </header>
      {body}
    </div>
  );
}
