import { PageMeta } from '@/components/seo/page-meta';
import { SingleAssistantDemo } from '@/features/assistants/components/single-assistant-demo';

export default function DocsDemoRoute() {
  return (
    <>
      <PageMeta title="Internal Documentation" />
      <SingleAssistantDemo
        assistant="docs"
        title="Internal Documentation"
        description="Company policies and procedures: remote work, onboarding, equipment, reviews and leave."
        status={[
          'Policy handbook indexed',
          'Employee data stays on-premises',
          'Answers cite their sources',
        ]}
      />
    </>
  );
}
