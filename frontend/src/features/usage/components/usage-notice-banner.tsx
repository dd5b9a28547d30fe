import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useAllowance, type OrganizationAllowance } from '../api/get-allowance';
import { formatResetDay, formatTokens } from '../lib/format-tokens';

/** The 80 % / 100 % notice in words (the same as the owner's e-mail says it). */
export function noticeText(allowance: OrganizationAllowance): string | null {
  const highest = Math.max(0, ...allowance.notices.map((n) => n.threshold));
  if (highest === 0 || allowance.limitTokens === null) return null;
  const reset = formatResetDay(allowance.resetsAt);
  return highest >= 100
    ? `Your organization has used all of this month's ${formatTokens(allowance.limitTokens)} tokens. Calls to the IronKeep API are refused until ${reset} (UTC).`
    : `Your organization has used over ${highest}% of this month's ${formatTokens(allowance.limitTokens)} tokens. At 100% calls are refused until ${reset} (UTC).`;
}

/** This month's allowance notice, if any: on the usage screen and the organization dashboard. */
export function UsageNoticeBanner({ withLink = false }: { withLink?: boolean }) {
  const { data } = useAllowance();
  const text = data ? noticeText(data) : null;
  if (!data || !text) return null;
  const exhausted = data.notices.some((n) => n.threshold >= 100);
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4 text-sm',
        exhausted ? 'border-destructive text-destructive' : 'border-amber-500',
      )}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {text}{' '}
        {withLink && (
          <Link to={paths.usage.getHref()} className="font-medium underline underline-offset-4">
            See usage
          </Link>
        )}
      </p>
    </div>
  );
}
