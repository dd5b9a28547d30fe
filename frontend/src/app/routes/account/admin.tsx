import { PageMeta } from '@/components/seo/page-meta';
import { AdminPanel } from '@/features/admin/components/admin-panel';
import { RequireRole } from '@/components/auth/require-role';

/** /admin inside the site frame: admins and managers; everyone else goes to /dashboard. */
export default function AdminRoute() {
  return (
    <RequireRole roles={['admin', 'manager']}>
      {(user) => (
        <>
          <PageMeta title="Admin Panel" noindex />
          <AdminPanel user={user} />
        </>
      )}
    </RequireRole>
  );
}
