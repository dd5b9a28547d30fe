import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { site } from '@/config/site';
import { CONTACT_SECTION, HOME_ANCHORS } from '../../content/home';
import { MarketingIcon } from '../marketing-icon';
import { SectionHeading } from '../section-heading';

type ContactSectionProps = {
  /** The lead forms, handed in by the route (a feature never imports another feature). */
  contactForm: ReactNode;
  newsletterForm: ReactNode;
};

export function ContactSection({ contactForm, newsletterForm }: ContactSectionProps) {
  const { messageCard, newsletterCard, whyChoose } = CONTACT_SECTION;
  return (
    <section
      id={HOME_ANCHORS.contact}
      aria-labelledby="contact-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20"
    >
      <SectionHeading
        id="contact-title"
        title={CONTACT_SECTION.title}
        subtitle={CONTACT_SECTION.subtitle}
      />
      <div className="mt-12 grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle className="text-xl">{messageCard.title}</CardTitle>
            <CardDescription>{messageCard.description}</CardDescription>
          </CardHeader>
          <CardContent>{contactForm}</CardContent>
        </Card>
        <div className="grid gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">{newsletterCard.title}</CardTitle>
              <CardDescription>{newsletterCard.description}</CardDescription>
            </CardHeader>
            <CardContent>{newsletterForm}</CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">{whyChoose.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-5">
                {whyChoose.points.map((point) => (
                  <li key={point.title} className="flex gap-4">
                    <MarketingIcon name={point.icon} tileClassName="size-10" />
                    <div>
                      <h3 className="font-semibold">{point.title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                        {point.description}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
      <p className="mt-10 text-center text-sm text-muted-foreground">
        {CONTACT_SECTION.emailPrompt}{' '}
        <a
          href={`mailto:${site.salesEmail}`}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          {site.salesEmail}
        </a>
      </p>
    </section>
  );
}
