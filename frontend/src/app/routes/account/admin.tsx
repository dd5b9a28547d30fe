import { PageMeta } from '@/components/seo/page-meta';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { AuditLogSection } from '@/features/audit/components/audit-log-section';
import { RequireRole } from '@/components/auth/require-role';
import { AdminUsageSection } from '@/features/usage/components/admin-usage-section';

/**
 * /admin inside the site frame: admins and managers; everyone else goes to /dashboard. The
 * route puts the audit feature's section into the panel.
 */
export default function AdminRoute() {
  return (
    <RequireRole roles={['admin', 'manager']}>
      {(user) => (
        <>
          <PageMeta title="Admin Panel" noindex />
          <AdminPanel
            user={user}
            auditLog={<AuditLogSection />}
            usage={(canManage) => <AdminUsageSection canManage={canManage} />}
          />
        </>
      )}
    </RequireRole>
  );
}
