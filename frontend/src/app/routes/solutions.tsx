import { PageMeta } from '@/components/seo/page-meta';
import { SolutionsHero } from '@/features/marketing/components/solutions/solutions-hero';
import {
  SolutionCards,
  SolutionsContact,
  SolutionsFaq,
  WhyCustomAndPartners,
} from '@/features/marketing/components/solutions/solutions-sections';
import { SOLUTIONS_HERO } from '@/features/marketing/content/solutions';

export default function SolutionsRoute() {
  return (
    <>
      <PageMeta title={SOLUTIONS_HERO.title} description={SOLUTIONS_HERO.subtitle} />
      <SolutionsHero />
      <SolutionCards />
      <WhyCustomAndPartners />
      <SolutionsFaq />
      <SolutionsContact />
    </>
  );
}
