import { PageMeta } from '@/components/seo/page-meta';
import { RequireAuth } from '@/components/auth/require-auth';
import { AccountInfoCard } from '@/features/dashboard/components/account-info-card';
import { DashboardCards } from '@/features/dashboard/components/dashboard-cards';
import { InstallationStatus } from '@/features/monitoring/components/installation-status';
import { ServersSystemStatus } from '@/features/organizations/components/servers-system-status';
import type { User } from '@/lib/current-user';

/**
 * What System Status covers: for an admin the whole installation (/monitoring's view, customers'
 * AI servers included); for a member their organization's servers; otherwise nothing can fail.
 */
function systemStatusFor(user: User) {
  if (user.role === 'admin') return <InstallationStatus />;
  return user.organizationId ? <ServersSystemStatus /> : undefined;
}

/** The account home; its header, menu and footer are the account shell's (app/router.tsx). */
export default function DashboardRoute() {
  return (
    <RequireAuth>
      {(user) => (
        // One column that never grows past the screen: a username of up to 50 characters is one
        // word, and breaks rather than pushing the page sideways on a phone.
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:px-8">
          <PageMeta title="Dashboard" noindex />
          <div>
            <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">
              Welcome back, {user.username}!
            </h1>
            <p className="mt-2 text-muted-foreground">
              Here is an overview of your IronKeep workspace.
            </p>
          </div>
          <DashboardCards systemStatus={systemStatusFor(user)} />
          <AccountInfoCard
            username={user.username}
            createdAt={user.createdAt}
            organizationId={user.organizationId}
          />
        </div>
      )}
    </RequireAuth>
  );
}
