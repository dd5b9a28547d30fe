import { FAQ, FAQ_SECTION, HOME_ANCHORS } from '../../content/home';
import { FaqAccordion } from '../faq-accordion';
import { SectionHeading } from '../section-heading';

export function FaqSection() {
  return (
    <section
      id={HOME_ANCHORS.faq}
      aria-labelledby="faq-title"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20"
    >
      <SectionHeading id="faq-title" title={FAQ_SECTION.title} />
      <div className="mt-10">
        <FaqAccordion items={FAQ} name="faq" />
      </div>
    </section>
  );
}
