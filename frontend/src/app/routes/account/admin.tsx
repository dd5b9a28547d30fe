import { PageMeta } from '@/components/seo/page-meta';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { LeadsSection } from '@/features/admin-leads/components/leads-section';
import { AuditLogSection } from '@/features/audit/components/audit-log-section';
import { CustomersSection } from '@/features/customers/components/customers-section';
import { RequireRole } from '@/components/auth/require-role';
import { AdminUsageSection } from '@/features/usage/components/admin-usage-section';

/**
 * /admin inside the site frame: admins and managers; everyone else goes to /dashboard. The
 * route puts the audit, customers and leads features' sections into the panel.
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
            customers={({ canReadAudit }) => <CustomersSection canReadAudit={canReadAudit} />}
            leads={({ canUpdate }) => <LeadsSection canUpdate={canUpdate} />}
            usage={(canManage) => <AdminUsageSection canManage={canManage} />}
          />
        </>
      )}
    </RequireRole>
  );
}
