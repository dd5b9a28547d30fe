import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { licensedUsers } from '@/lib/licensed-users';
import type { LocalLicenseState } from '../../api/verify-local-license';
import { formatDate } from '../../lib/check-license-key';
import { featureLabel, readKeyGrant, tierLabel, type KeyGrant } from '../../lib/license-key';

type LicenseStatusCardProps = {
  state: LocalLicenseState | undefined;
  /** The key validated on /download in this browser ("" when none). */
  storedKey: string;
};

/**
 * Spec §2: "Active" with its users ("Up to 5 users") and features, or "Not Licensed". While the
 * service cannot be reached no check has happened: the key validated on /download is shown,
 * waiting for the service (issue 34), rather than "Not Licensed".
 */
export function LicenseStatusCard({ state, storedKey }: LicenseStatusCardProps) {
  const license = state?.license;
  const grant = state?.unreachable && storedKey ? readKeyGrant(storedKey) : null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <KeyRound className="size-4 text-primary" aria-hidden="true" />
          License Status
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!state ? (
          <p className="text-muted-foreground">Checking license...</p>
        ) : grant ? (
          <ValidatedHere grant={grant} />
        ) : license ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="success">Active</Badge>
              <span>{licensedUsers(license.maxUsers)}</span>
            </div>
            <ul className="grid gap-1" aria-label="Licensed features">
              {license.features.map((feature) => (
                <li key={feature} className="text-muted-foreground">
                  ✓ {featureLabel(feature)}
                </li>
              ))}
            </ul>
            {license.organization && <p>{license.organization}</p>}
            {license.expiresAt && (
              <p className="text-muted-foreground">Expires {formatDate(license.expiresAt)}</p>
            )}
          </>
        ) : (
          <>
            <Badge variant="outline" className="w-fit">
              Not Licensed
            </Badge>
            {state.reason && <p className="text-muted-foreground">{state.reason}</p>}
            {!storedKey && (
              <p className="text-muted-foreground">
                Chat works without a license.{' '}
                <Link
                  to={paths.download.getHref()}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Enter your license key
                </Link>
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The key validated on /download, carried over while the service cannot confirm it yet. */
function ValidatedHere({ grant }: { grant: KeyGrant }) {
  return (
    <>
      <Badge variant="outline" className="w-fit">
        Not checked yet
      </Badge>
      <p>
        Your {tierLabel(grant.tier)} license, validated on the download page:{' '}
        {licensedUsers(grant.maxUsers).toLowerCase()}
        {grant.organization ? `, ${grant.organization}` : ''}, valid until{' '}
        {formatDate(grant.expiresAt)}.
      </p>
      <p className="text-muted-foreground">
        The local service confirms it as soon as this page can reach the service (the note above the
        chat says what stops it).
      </p>
    </>
  );
}
