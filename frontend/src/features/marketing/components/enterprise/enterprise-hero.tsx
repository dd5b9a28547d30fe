import { ArrowLeft, CalendarCheck, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { ENTERPRISE_HERO, ENTERPRISE_STATS } from '../../content/enterprise';
import { ScrollLink } from '../scroll-link';
import { StatsRow } from '../stats-row';

export function EnterpriseHero() {
  return (
    <section className="border-b">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <Link
          to={ENTERPRISE_HERO.backLink.href}
          className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {ENTERPRISE_HERO.backLink.label}
        </Link>
        <div className="mx-auto mt-8 max-w-4xl text-center">
          <Badge variant="secondary" className="mb-6">
            {ENTERPRISE_HERO.badge}
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{ENTERPRISE_HERO.title}</h1>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            {ENTERPRISE_HERO.subtitle}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <ScrollLink
              to={ENTERPRISE_HERO.primaryAction.anchor}
              className={buttonVariants({ size: 'lg' })}
            >
              <CalendarCheck aria-hidden="true" />
              {ENTERPRISE_HERO.primaryAction.label}
            </ScrollLink>
            <ScrollLink
              to={ENTERPRISE_HERO.secondaryAction.anchor}
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              <Layers aria-hidden="true" />
              {ENTERPRISE_HERO.secondaryAction.label}
            </ScrollLink>
          </div>
        </div>
        <StatsRow stats={ENTERPRISE_STATS} className="mt-16" />
      </div>
    </section>
  );
}
