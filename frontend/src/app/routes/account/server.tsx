import { useSearchParams } from 'react-router';
import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { ServerPage } from '@/features/organizations/components/server-page';

/** /customer-dashboard/server?id={id}: one AI server of the member's organization. */
export default function ServerRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <RequireAuth>
      {() => (
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <PageMeta title="AI Server" noindex />
          <ServerPage id={id} />
        </div>
      )}
    </RequireAuth>
  );
}
