import { PageMeta } from '@/components/seo/page-meta';
import { SingleAssistantDemo } from '@/features/assistants/components/single-assistant-demo';

export default function DeveloperDemoRoute() {
  return (
    <>
      <PageMeta title="Developer Assistant" />
      <SingleAssistantDemo
        assistant="developer"
        title="Developer Assistant"
        description="API authentication, model deployment, load balancing and security, with code examples."
        status={['API reference indexed', 'Code examples enabled', 'Answers cite their sources']}
      />
    </>
  );
}
