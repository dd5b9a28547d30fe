import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { ManageBillingButton } from '@/features/billing/components/manage-billing-button';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { OrganizationAuditCard } from '@/features/audit/components/organization-audit-card';
import { OrganizationDashboard } from '@/features/organizations/components/organization-dashboard';
import { UsageNoticeBanner } from '@/features/usage/components/usage-notice-banner';

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
          <OrganizationDashboard
            user={user}
            auditCard={<OrganizationAuditCard />}
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
        </div>
      )}
    </RequireAuth>
  );
}
