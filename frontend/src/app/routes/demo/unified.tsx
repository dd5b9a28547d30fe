import { PageMeta } from '@/components/seo/page-meta';
import { UnifiedDemo } from '@/features/assistants/components/unified-demo';

export default function UnifiedDemoRoute() {
  return (
    <>
      <PageMeta title="Employee AI Assistant Platform" />
      <UnifiedDemo />
    </>
  );
}
