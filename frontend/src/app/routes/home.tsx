import { PAGE_META } from '@/features/marketing/content/seo';
import { ClosingCta } from '@/features/marketing/components/home/closing-cta';
import { ContactSection } from '@/features/marketing/components/home/contact-section';
import { FaqSection } from '@/features/marketing/components/home/faq-section';
import { FeaturesSection } from '@/features/marketing/components/home/features-section';
import { HomeHero } from '@/features/marketing/components/home/home-hero';
import { IndustriesSection } from '@/features/marketing/components/home/industries-section';
import { MarketingMeta } from '@/features/marketing/components/marketing-meta';

export default function HomeRoute() {
  return (
    <>
      <MarketingMeta meta={PAGE_META.home} />
      <HomeHero />
      <FeaturesSection />
      <IndustriesSection />
      <FaqSection />
      <ClosingCta />
      <ContactSection />
    </>
  );
}
