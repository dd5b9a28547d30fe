import { CalendarCheck, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { DISCOVERY_PROCESS, SOLUTIONS_HERO } from '../../content/solutions';
import { ProcessSteps } from '../process-steps';
import { ScrollLink } from '../scroll-link';

export function SolutionsHero() {
  return (
    <section className="border-b">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <nav aria-label="Breadcrumb" className="flex gap-4 text-sm text-muted-foreground">
          {SOLUTIONS_HERO.backLinks.map((link) => (
            <Link key={link.href} to={link.href} className="hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="mx-auto mt-8 max-w-4xl text-center">
          <Badge variant="secondary" className="mb-6">
            {SOLUTIONS_HERO.badge}
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{SOLUTIONS_HERO.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            {SOLUTIONS_HERO.subtitle}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ScrollLink
              to={SOLUTIONS_HERO.primaryAction.anchor}
              className={buttonVariants({ size: 'lg' })}
            >
              <CalendarCheck aria-hidden="true" />
              {SOLUTIONS_HERO.primaryAction.label}
            </ScrollLink>
            <Button asChild size="lg" variant="outline">
              <Link to={SOLUTIONS_HERO.secondaryAction.href}>
                <PlayCircle aria-hidden="true" />
                {SOLUTIONS_HERO.secondaryAction.label}
              </Link>
            </Button>
          </div>
        </div>
        <h2 className="sr-only">Our discovery process</h2>
        <ProcessSteps steps={DISCOVERY_PROCESS} className="mt-16" />
      </div>
    </section>
  );
}
