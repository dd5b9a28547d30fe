import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-error';
import type { User } from '@/lib/current-user';
import { useMySubscription, type MySubscription } from '../api/get-my-subscription';
import { DashboardStats } from './dashboard-stats';
import { DashboardUnavailable, NoOrganization } from './dashboard-states';
import { LicenseCard } from './license-card';
import { MembersCard } from './members-card';
import { ServerList } from './server-list';

type OrganizationDashboardProps = {
  user: User;
  /** The Subscription card, from the billing feature (the route composes the two). */
  subscriptionCard: (data: MySubscription) => ReactNode;
};

/** /customer-dashboard (spec §2): every state of the organisation dashboard. */
export function OrganizationDashboard({ user, subscriptionCard }: OrganizationDashboardProps) {
  const hasOrganization = Boolean(user.organizationId);
  const query = useMySubscription({ enabled: hasOrganization });

  if (!hasOrganization) return <NoOrganization />;
  if (query.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label="Loading your organization..." />
      </div>
    );
  }
  if (query.isError) {
    // Removed from the organisation since the page loaded: that is "no organisation", not an outage.
    return hasErrorCode(query.error, 'NO_ORGANIZATION') ? (
      <NoOrganization />
    ) : (
      <DashboardUnavailable />
    );
  }

  const data = query.data;
  const isOwner = data.organization.role === 'owner';
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{data.organization.name}</h1>
          <p className="mt-1 font-mono text-sm text-muted-foreground">{data.organization.slug}</p>
        </div>
        <Badge variant={isOwner ? 'default' : 'secondary'} className="px-3 py-1 text-sm">
          {isOwner ? 'Owner' : 'Member'}
        </Badge>
      </header>
      <DashboardStats data={data} />
      <ServerList data={data} isOwner={isOwner} />
      <div className="grid gap-6 lg:grid-cols-2">
        {subscriptionCard(data)}
        <LicenseCard isOwner={isOwner} />
      </div>
      <MembersCard isOwner={isOwner} currentUserId={user.id} />
    </div>
  );
}
