import { LazyContactForm, LazyNewsletterForm } from '@/features/leads/components/lazy-forms';
import { ClosingCta } from '@/features/marketing/components/home/closing-cta';
import { ContactSection } from '@/features/marketing/components/home/contact-section';
import { FaqSection } from '@/features/marketing/components/home/faq-section';
import { FeaturesSection } from '@/features/marketing/components/home/features-section';
import { HomeHero } from '@/features/marketing/components/home/home-hero';
import { IndustriesSection } from '@/features/marketing/components/home/industries-section';
import { MarketingMeta } from '@/features/marketing/components/marketing-meta';
import { PAGE_META } from '@/features/marketing/content/seo';

// On the static home page everything here is plain HTML (the FAQ is a native <details>
// accordion, in-page links are handled by src/site-main.ts) except the two lead forms: islands whose
// code loads as they near the screen.
export default function HomeRoute() {
  return (
    <>
      <MarketingMeta meta={PAGE_META.home} />
      <HomeHero />
      <FeaturesSection />
      <IndustriesSection />
      <FaqSection />
      <ClosingCta />
      {/* The route composes two features here: marketing's contact section around the forms. */}
      <ContactSection
        contactForm={<LazyContactForm />}
        newsletterForm={<LazyNewsletterForm variant="standalone" />}
      />
    </>
  );
}
