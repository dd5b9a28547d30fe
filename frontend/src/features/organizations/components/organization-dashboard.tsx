import type { ReactNode } from 'react';
import { ChartColumn, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-error';
import type { User } from '@/lib/current-user';
import { managesOrganization, ROLE_LABELS } from '@/lib/organization-role';
import { useMySubscription } from '../api/get-my-subscription';
import type { MySubscription } from '../api/subscription-types';
import { DashboardStats } from './dashboard-stats';
import { DashboardUnavailable, NoOrganization } from './dashboard-states';
import { AssistantModelCard } from './assistant-model-card';
import { CustomAssistantsCard } from './custom-assistants-card';
import type { DocumentChoice } from './custom-assistant-fields';
import { LicenseCard } from './license-card';
import { MembersCard } from './members-card';
import { ModelsCard } from './models-card';
import { ServerList } from './server-list';
import { TeamsCard } from './teams-card';
import { serversKeyOf } from '../lib/answering-servers';

type OrganizationDashboardProps = {
  user: User;
  /** The Subscription card, from the billing feature (the route composes the two). */
  subscriptionCard: (data: MySubscription) => ReactNode;
  /** The audit feature's organisation view, shown to owners and admins (the route composes it). */
  auditCard?: ReactNode;
  /** The knowledge documents an assistant may be scoped to (the route reads them for admins). */
  assistantDocuments?: readonly DocumentChoice[];
};

/** /customer-dashboard (spec §2): every state of the organisation dashboard. */
export function OrganizationDashboard({
  user,
  subscriptionCard,
  auditCard,
  assistantDocuments,
}: OrganizationDashboardProps) {
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
  const { role } = data.organization;
  const isOwner = role === 'owner';
  // Owners and admins manage all but billing (the Subscription card asks for the owner itself).
  const canManage = managesOrganization(role);
  return (
    <div className="grid gap-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{data.organization.name}</h1>
          <p className="mt-1 font-mono text-sm text-muted-foreground">{data.organization.slug}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="outline">
            <Link to={paths.usage.getHref()}>
              <ChartColumn aria-hidden="true" />
              Usage
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.knowledge.getHref()}>
              <BookOpen aria-hidden="true" />
              Knowledge
            </Link>
          </Button>
          {/* Named as what it is: the role in this organization, not the account's role on the
              site that Settings shows (issue 34). */}
          <Badge variant={canManage ? 'default' : 'secondary'} className="px-3 py-1 text-sm">
            Organization role: {ROLE_LABELS[role]}
          </Badge>
        </div>
      </header>
      <DashboardStats data={data} />
      <ServerList data={data} isOwner={canManage} />
      <AssistantModelCard isOwner={canManage} serversKey={serversKeyOf(data.servers)} />
      <div className="grid gap-6 lg:grid-cols-2">
        {subscriptionCard(data)}
        <LicenseCard isOwner={canManage} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <MembersCard isOwner={isOwner} canManage={canManage} currentUserId={user.id} />
        <TeamsCard canManage={canManage} />
      </div>
      <ModelsCard canManage={canManage} serversKey={serversKeyOf(data.servers)} />
      <CustomAssistantsCard
        canManage={canManage}
        serversKey={serversKeyOf(data.servers)}
        documents={assistantDocuments}
      />
      {canManage && auditCard}
    </div>
  );
}
