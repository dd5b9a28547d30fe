import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { SUBSCRIPTION_STATUS, statusLook } from '@/components/status/status-maps';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-time';
import { formatPricePerInterval } from '@/lib/money';
import { plural } from '@/lib/plural';
import type { Customer } from '../api/get-customers';

/** One organization: plan and subscription, its servers' health, members, and its audit log. */
export function CustomerRow({
  customer,
  canReadAudit,
}: {
  customer: Customer;
  canReadAudit: boolean;
}) {
  const { plan, subscription, servers, members } = customer;
  const look = subscription ? statusLook(SUBSCRIPTION_STATUS, subscription.status) : null;
  return (
    <TableRow>
      <TableCell className="font-medium max-sm:text-base sm:whitespace-normal">
        <span className="wrap-break-word">{customer.name}</span>
        <span className="block text-xs font-normal text-muted-foreground">{customer.slug}</span>
      </TableCell>
      <TableCell label="Plan">
        {plan ? `${plan.name} · ${formatPricePerInterval(plan)}` : 'No plan'}
      </TableCell>
      <TableCell label="Subscription">
        {look && subscription ? (
          <span className="inline-grid justify-items-end gap-1 sm:justify-items-start">
            <StatusBadge tone={look.tone} label={look.label} />
            <span className="text-xs text-muted-foreground">{periodText(subscription)}</span>
          </span>
        ) : (
          'None'
        )}
      </TableCell>
      <TableCell label="AI servers" className="sm:whitespace-normal">
        <ServersHealth servers={servers} />
      </TableCell>
      <TableCell label="Members" className="sm:whitespace-normal">
        {plural(members.total, 'member')}
        {members.owners.length > 0 && (
          <span className="block text-xs text-muted-foreground wrap-break-word">
            Owner: {members.owners.join(', ')}
          </span>
        )}
      </TableCell>
      {canReadAudit && (
        <TableCell className="max-sm:justify-start">
          <Link
            to={paths.admin.getHref({ auditOrganization: customer.slug })}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            aria-label={`Audit log of ${customer.name}`}
          >
            Audit log
          </Link>
        </TableCell>
      )}
    </TableRow>
  );
}

function ServersHealth({ servers }: { servers: Customer['servers'] }) {
  if (servers.total === 0) return <span className="text-muted-foreground">None yet</span>;
  const counts = [
    `${servers.healthy} healthy`,
    servers.unchecked > 0 && `${servers.unchecked} not checked yet`,
    servers.stopped > 0 && `${servers.stopped} stopped`,
  ].filter(Boolean);
  return (
    <span className="grid gap-1 max-sm:justify-items-end max-sm:text-right">
      <span>{counts.join(' · ')}</span>
      {servers.failing > 0 && (
        <span className="font-medium text-destructive wrap-break-word">
          {servers.failing} failing: {servers.failingServers.map((s) => s.name).join(', ')}
        </span>
      )}
    </span>
  );
}

/** When the current period ends, in the words of its state. */
function periodText(subscription: NonNullable<Customer['subscription']>): string {
  if (subscription.status === 'trialing') {
    return `Trial ends ${formatDate(subscription.trialEnd ?? subscription.currentPeriodEnd)}`;
  }
  if (subscription.status === 'canceled')
    return `Ended ${formatDate(subscription.currentPeriodEnd)}`;
  const verb = subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews';
  return `${verb} ${formatDate(subscription.currentPeriodEnd)}`;
}
