import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { BillingPage } from '@/features/billing/components/billing-page';
import { useMySubscription } from '@/features/organizations/api/get-my-subscription';
import {
  DashboardUnavailable,
  NoOrganization,
} from '@/features/organizations/components/dashboard-states';
import type { User } from '@/lib/current-user';

/** /billing: the built-in billing portal (Manage Billing opens it), composed by the route. */
export default function BillingRoute() {
  return (
    <RequireAuth>
      {(user) => (
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <PageMeta title="Billing" noindex />
          <Billing user={user} />
        </div>
      )}
    </RequireAuth>
  );
}

function Billing({ user }: { user: User }) {
  const query = useMySubscription({ enabled: Boolean(user.organizationId) });
  if (!user.organizationId) return <NoOrganization />;
  if (query.isPending)
    return <Spinner label="Loading billing..." className="justify-center py-16" />;
  if (query.isError) return <DashboardUnavailable />;
  return <BillingPage data={query.data} />;
}
