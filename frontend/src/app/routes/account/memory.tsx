import { RequireAuth } from '@/components/auth/require-auth';
import { PageMeta } from '@/components/seo/page-meta';
import { MemoryPage } from '@/features/memory/components/memory-page';

/** Memory management (spec §2); signed-out visitors are sent to /auth. */
export default function MemoryRoute() {
  return (
    <>
      <PageMeta title="Memory Management" noindex />
      <RequireAuth>{() => <MemoryPage />}</RequireAuth>
    </>
  );
}
