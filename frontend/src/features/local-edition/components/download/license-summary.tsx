import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate, type AcceptedKey } from '../../lib/check-license-key';
import { featureLabel, tierLabel, usersLabel } from '../../lib/license-key';

/** What a validated key grants, read from its signed payload: tier, users, features, who, until when. */
export function LicenseSummary({ accepted }: { accepted: AcceptedKey }) {
  const { signature } = accepted;
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4" data-testid="license-summary">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{tierLabel(accepted.tier)}</Badge>
        <Badge variant="outline">{usersLabel(accepted.maxUsers)}</Badge>
        {accepted.features.map((feature) => (
          <Badge key={feature} variant="secondary">
            {featureLabel(feature)}
          </Badge>
        ))}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Organization:</dt>
          <dd className="font-medium">{accepted.organization}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted-foreground">Expires:</dt>
          <dd className="font-medium">{formatDate(accepted.expiresAt)}</dd>
        </div>
      </dl>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        {signature === 'verified' ? (
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        )}
        <span>
          {signature === 'verified'
            ? 'Signature verified: this key was issued by IronKeep and has not been changed.'
            : 'Signature not checked: this server does not publish a license signing key. The local service checks it when it starts.'}
        </span>
      </p>
    </div>
  );
}
