import { Download, KeyRound, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { DomainStatusBadge } from '@/components/status/domain-status-badge';
import { LICENSE_STATUS } from '@/components/status/status-maps';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getServerMessage, hasErrorCode } from '@/lib/api-error';
import { plural } from '@/lib/plural';
import { useCurrentLicense, useLicenseHistory } from '../api/get-current-license';
import { useRotateLicense } from '../api/rotate-license';
import { capitalise } from '../lib/server-status';
import { formatDate } from '@/lib/format-time';

/**
 * The key's expiry and the period it follows are calendar dates written in UTC: read in UTC, so
 * no reader west of Greenwich sees the day before (and this card agrees with /download).
 */
const utcDay = (iso: string) => formatDate(iso, { timeZone: 'UTC' });

/** The organisation's signed key for IronKeep Local: shown, copyable, rotatable by the owner. */
export function LicenseCard({ isOwner }: { isOwner: boolean }) {
  const license = useCurrentLicense();
  const rotate = useRotateLicense();
  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'License key rotated', description: 'Give the new key to every device.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Rotation failed',
          description: getServerMessage(error, 'Please try again.'),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4" aria-hidden="true" />
          License Key
        </CardTitle>
        <CardDescription>
          Activates IronKeep Local on your own machines; it is verified offline.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {license.isPending && <Spinner label="Loading license..." />}
        {license.isError && (
          <p className="text-sm text-muted-foreground">
            {hasErrorCode(license.error, 'LICENSE_NOT_FOUND')
              ? 'No active license key: one is issued while the subscription is trialing or active.'
              : 'The license key could not be loaded.'}
          </p>
        )}
        {license.data && (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <DomainStatusBadge map={LICENSE_STATUS} status={license.data.status} />
              <span className="font-medium">
                {capitalise(license.data.tier)} · {plural(license.data.maxUsers, 'user')}
              </span>
              <span className="text-muted-foreground">
                Valid until {utcDay(license.data.expiresAt)}
              </span>
            </div>
            {/* Issue 34: the trial ended on one date and the key said a week later, unexplained. */}
            <p className="text-sm text-muted-foreground" data-testid="license-validity">
              That is one week after the period it was issued for ends (
              {utcDay(license.data.periodEnd)}), so the renewed key, issued when the next period
              starts, can be put on every device before this one stops.
            </p>
            {/* Scrolls when the key is long: focusable, so the keyboard can scroll it too. */}
            <code
              data-testid="license-key"
              role="region"
              tabIndex={0}
              aria-label="License key"
              className="block max-h-28 overflow-y-auto break-all rounded-md border bg-muted/50 p-3 font-mono text-xs"
            >
              {license.data.key}
            </code>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={license.data.key} copiedMessage="License key copied to clipboard" />
              {isOwner && (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="outline" disabled={rotate.isPending}>
                      <RotateCw aria-hidden="true" />
                      Rotate
                    </Button>
                  }
                  title="Rotate License Key"
                  description="A new key is issued and the current one is listed as revoked. Devices keep working until you give them the new key; do so before the old key expires."
                  confirmLabel="Rotate key"
                  tone="default"
                  onConfirm={onRotate}
                />
              )}
              <Button asChild size="sm" variant="ghost">
                <Link to={paths.download.getHref()}>
                  <Download aria-hidden="true" />
                  Install IronKeep Local
                </Link>
              </Button>
            </div>
          </>
        )}
        {isOwner && <LicenseHistory />}
      </CardContent>
    </Card>
  );
}

function LicenseHistory() {
  const history = useLicenseHistory({ enabled: true });
  const earlier = history.data?.data.filter((l) => l.status !== 'active') ?? [];
  if (earlier.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">
        Earlier keys ({earlier.length})
      </summary>
      <ul className="mt-2 grid gap-2">
        {earlier.map((l) => (
          <li key={l.id} className="flex flex-wrap items-center gap-2">
            <DomainStatusBadge map={LICENSE_STATUS} status={l.status} />
            <span className="font-mono text-xs">…{l.key.slice(-12)}</span>
            <span className="text-xs text-muted-foreground">
              issued {formatDate(l.issuedAt)}
              {l.revokeReason ? ` · ${l.revokeReason.replace('_', ' ')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
