import { PageMeta } from '@/components/seo/page-meta';
import { RequireRole } from '@/components/auth/require-role';
import { MonitoringDashboard } from '@/features/monitoring/components/monitoring-dashboard';

/** /monitoring inside the site frame: admins only; everyone else goes to /dashboard. */
export default function MonitoringRoute() {
  return (
    <RequireRole roles={['admin']}>
      {() => (
        <>
          <PageMeta title="System Monitoring" noindex />
          <MonitoringDashboard />
        </>
      )}
    </RequireRole>
  );
}
