import { LazyDiscoveryRequest } from '@/features/leads/components/lazy-forms';
import { ENTERPRISE_ANCHORS } from '@/features/marketing/content/enterprise';
import { PAGE_META } from '@/features/marketing/content/seo';
import { EnterpriseHero } from '@/features/marketing/components/enterprise/enterprise-hero';
import {
  DeploymentOptionsSection,
  EnterpriseFeaturesSection,
  ProcessSection,
  SecurityAndComplianceSection,
} from '@/features/marketing/components/enterprise/enterprise-sections';
import { MarketingMeta } from '@/features/marketing/components/marketing-meta';

export default function EnterpriseRoute() {
  return (
    <>
      <MarketingMeta meta={PAGE_META.enterprise} />
      <EnterpriseHero />
      <DeploymentOptionsSection />
      <EnterpriseFeaturesSection />
      <SecurityAndComplianceSection />
      <ProcessSection />
      <section
        id={ENTERPRISE_ANCHORS.discoveryForm}
        className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20"
      >
        <LazyDiscoveryRequest />
      </section>
    </>
  );
}
