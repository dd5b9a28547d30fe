import { FEATURES, FEATURES_SECTION, HOME_ANCHORS } from '../../content/home';
import { FeatureGrid } from '../feature-grid';
import { SectionHeading } from '../section-heading';

export function FeaturesSection() {
  return (
    <section
      id={HOME_ANCHORS.features}
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20"
    >
      <SectionHeading
        id="features-title"
        title={FEATURES_SECTION.title}
        subtitle={FEATURES_SECTION.subtitle}
      />
      <FeatureGrid items={FEATURES} className="mt-12" />
    </section>
  );
}
