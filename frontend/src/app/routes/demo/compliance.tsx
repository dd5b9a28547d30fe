import { PageMeta } from '@/components/seo/page-meta';
import { SingleAssistantDemo } from '@/features/assistants/components/single-assistant-demo';

export default function ComplianceDemoRoute() {
  return (
    <>
      <PageMeta title="Compliance Assistant" />
      <SingleAssistantDemo
        assistant="compliance"
        title="Compliance Assistant"
        description="SOC 2, HIPAA, GDPR, MFA and audit logging answers from your compliance library."
        status={[
          'Compliance library indexed',
          'Audit logging enabled',
          'Answers cite their sources',
        ]}
      />
    </>
  );
}
