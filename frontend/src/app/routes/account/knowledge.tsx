import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { KnowledgePage } from '@/features/knowledge/components/knowledge-page';

/** The organization's own documents (issue 24), linked from /customer-dashboard. */
export default function KnowledgeRoute() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageMeta title="Knowledge" noindex />
      <RequireAuth>{(user) => <KnowledgePage user={user} />}</RequireAuth>
    </div>
  );
}
