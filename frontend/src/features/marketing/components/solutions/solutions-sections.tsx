import { ArrowRight, CheckCircle2, Mail, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { site } from '@/config/site';
import {
  PARTNERS,
  SOLUTIONS,
  SOLUTIONS_CONTACT,
  SOLUTIONS_FAQ,
  SOLUTIONS_FAQ_SECTION,
  WHY_CUSTOM,
} from '../../content/solutions';
import { FaqAccordion } from '../faq-accordion';
import { IconPointGrid } from '../feature-grid';
import { MarketingIcon } from '../marketing-icon';
import { SectionHeading } from '../section-heading';

const section = 'mx-auto max-w-6xl scroll-mt-20 px-4 py-20';

function CheckList({
  title,
  items,
  warn = false,
}: {
  title: string;
  items: string[];
  warn?: boolean;
}) {
  const Icon = warn ? TriangleAlert : CheckCircle2;
  return (
    <div>
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-2 grid gap-2 text-sm text-muted-foreground">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon
              className={`mt-0.5 size-4 shrink-0 ${warn ? 'text-amber-500' : 'text-emerald-500'}`}
              aria-hidden="true"
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SolutionCards() {
  return (
    <section className={section} aria-labelledby="solutions-title">
      <SectionHeading id="solutions-title" title="Deployment Solutions" />
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {SOLUTIONS.map((s) => (
          <Card key={s.id} className="h-full">
            <CardHeader>
              <MarketingIcon name={s.icon} />
              <CardTitle className="mt-4 text-xl">{s.title}</CardTitle>
              <CardDescription>{s.description}</CardDescription>
              <p className="mt-2 text-sm">
                <span className="font-semibold">Ideal for: </span>
                <span className="text-muted-foreground">{s.idealFor}</span>
              </p>
            </CardHeader>
            <CardContent className="grid gap-5">
              <CheckList title="Key Features" items={s.keyFeatures} />
              <CheckList title="Planning Considerations" items={s.planningConsiderations} warn />
            </CardContent>
            <CardFooter className="mt-auto">
              <Button asChild variant="outline" className="w-full">
                <Link to={s.action.href}>
                  {s.action.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </section>
  );
}

export function WhyCustomAndPartners() {
  return (
    <section className="border-y bg-muted/30">
      <div className={section}>
        <SectionHeading title={WHY_CUSTOM.title} subtitle={WHY_CUSTOM.subtitle} />
        <IconPointGrid items={WHY_CUSTOM.points} className="mt-12" />
        <SectionHeading title={PARTNERS.title} subtitle={PARTNERS.description} className="mt-20" />
        <IconPointGrid items={PARTNERS.categories} className="mt-12 lg:grid-cols-3" />
      </div>
    </section>
  );
}

export function SolutionsFaq() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20">
      <SectionHeading title={SOLUTIONS_FAQ_SECTION.title} />
      <div className="mt-10">
        <FaqAccordion items={SOLUTIONS_FAQ} name="solutions-faq" />
      </div>
    </section>
  );
}

export function SolutionsContact() {
  const mailto = `mailto:${site.salesEmail}?subject=${encodeURIComponent(SOLUTIONS_CONTACT.mailSubject)}`;
  return (
    <section
      id="contact"
      aria-labelledby="solutions-contact-title"
      className="scroll-mt-20 border-t bg-primary/5"
    >
      <div className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h2 id="solutions-contact-title" className="text-3xl font-bold tracking-tight">
          {SOLUTIONS_CONTACT.title}
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">{SOLUTIONS_CONTACT.description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={SOLUTIONS_CONTACT.scheduleAction.href}>
              {SOLUTIONS_CONTACT.scheduleAction.label}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={mailto}>
              <Mail aria-hidden="true" />
              {SOLUTIONS_CONTACT.contactSalesLabel}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
