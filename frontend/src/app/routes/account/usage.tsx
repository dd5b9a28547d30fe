import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { UsagePage } from '@/features/usage/components/usage-page';

/** The organization's token usage (issue 33), linked from /customer-dashboard. */
export default function UsageRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title="Usage" noindex />
      <RequireAuth>{(user) => <UsagePage user={user} />}</RequireAuth>
    </div>
  );
}
