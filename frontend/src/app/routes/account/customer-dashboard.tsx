import type { ReactNode } from 'react';
import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { ManageBillingButton } from '@/features/billing/components/manage-billing-button';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { OrganizationAuditCard } from '@/features/audit/components/organization-audit-card';
import { useDocuments } from '@/features/knowledge/api/get-documents';
import { OrganizationDashboard } from '@/features/organizations/components/organization-dashboard';
import { UsageNoticeBanner } from '@/features/usage/components/usage-notice-banner';
import type { User } from '@/lib/current-user';
import { managesOrganization } from '@/lib/organization-role';

type DocumentChoices = { id: string; name: string }[] | undefined;

/** The knowledge documents an admin may scope an assistant to (the knowledge feature's list). */
function AssistantDocuments({
  user,
  children,
}: {
  user: User;
  children: (documents: DocumentChoices) => ReactNode;
}) {
  const documents = useDocuments({
    enabled: Boolean(user.organizationId) && managesOrganization(user.organizationRole),
  });
  return children(documents.data?.documents.map(({ id, name }) => ({ id, name })));
}

/**
 * The organisation dashboard; the route puts billing's Subscription card and, for owners, the
 * audit feature's organisation view into it.
 */
export default function CustomerDashboardRoute() {
  return (
    <RequireAuth>
      {(user) => (
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <PageMeta title="Organization Dashboard" noindex />
          {user.organizationRole === 'owner' && (
            <div className="mb-6 empty:hidden">
              <UsageNoticeBanner withLink />
            </div>
          )}
          <AssistantDocuments user={user}>
            {(documents) => (
              <OrganizationDashboard
                user={user}
                auditCard={<OrganizationAuditCard />}
                assistantDocuments={documents}
                subscriptionCard={({ subscription, plan, organization }) => (
                  <SubscriptionCard
                    subscription={subscription}
                    plan={plan}
                    actions={
                      organization.role === 'owner' ? (
                        <ManageBillingButton provider={subscription.provider} />
                      ) : (
                        <p className="text-sm text-muted-foreground">
                          The organization owner manages billing.
                        </p>
                      )
                    }
                  />
                )}
              />
            )}
          </AssistantDocuments>
        </div>
      )}
    </RequireAuth>
  );
}
