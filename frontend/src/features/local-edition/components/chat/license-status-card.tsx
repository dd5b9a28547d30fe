import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { licensedUsers } from '@/lib/licensed-users';
import type { LocalLicenseState } from '../../api/verify-local-license';
import { formatDate } from '../../lib/check-license-key';
import { featureLabel } from '../../lib/license-key';

type LicenseStatusCardProps = {
  state: LocalLicenseState | undefined;
  hasStoredKey: boolean;
};

/** Spec §2: "Active" with its users ("Up to 5 users") and features, or "Not Licensed". */
export function LicenseStatusCard({ state, hasStoredKey }: LicenseStatusCardProps) {
  const license = state?.license;
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
            {!hasStoredKey && (
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
