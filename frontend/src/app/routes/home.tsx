import { lazyIsland } from '@/components/lazy-island';
import { PAGE_META } from '@/features/marketing/content/seo';
import { HomeHero } from '@/features/marketing/components/home/home-hero';
import { MarketingMeta } from '@/features/marketing/components/marketing-meta';

// Below the hero, each section is an island (components/lazy-island.tsx): its HTML is in the
// prerendered page. The purely static sections (features, industries, the FAQ — a native
// <details> accordion) never load code on a prerendered page; the others load theirs as they
// come on screen.
const onScreen = { rootMargin: '0px' };
const staticHtml = { staticHtml: true };
const FeaturesSection = lazyIsland(
  async () => ({
    default: (await import('@/features/marketing/components/home/features-section'))
      .FeaturesSection,
  }),
  staticHtml,
);
const IndustriesSection = lazyIsland(
  async () => ({
    default: (await import('@/features/marketing/components/home/industries-section'))
      .IndustriesSection,
  }),
  staticHtml,
);
const FaqSection = lazyIsland(
  async () => ({
    default: (await import('@/features/marketing/components/home/faq-section')).FaqSection,
  }),
  staticHtml,
);
const ClosingCta = lazyIsland(
  async () => ({
    default: (await import('@/features/marketing/components/home/closing-cta')).ClosingCta,
  }),
  onScreen,
);
// The route composes two features here: marketing's contact section around the lead forms.
const ContactSection = lazyIsland(async () => {
  const [marketing, leads] = await Promise.all([
    import('@/features/marketing/components/home/contact-section'),
    import('@/features/leads/components/lazy-forms'),
  ]);
  return {
    default: function HomeContactSection() {
      return (
        <marketing.ContactSection
          contactForm={<leads.LazyContactForm />}
          newsletterForm={<leads.LazyNewsletterForm variant="standalone" />}
        />
      );
    },
  };
}, onScreen);

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
