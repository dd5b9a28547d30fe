import { ArrowRight, CheckCircle2, PlayCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { badgeVariants } from '@/components/ui/badge-variants';
import { buttonVariants } from '@/components/ui/button-variants';
import { HERO, HOME_ANCHORS } from '../../content/home-hero';
import { ScrollLink } from '../scroll-link';

export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-primary)/0.18,transparent_60%)]"
      />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <span className={badgeVariants({ variant: 'secondary', className: 'mb-6' })}>
          <Sparkles aria-hidden="true" />
          {HERO.badge}
        </span>
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{HERO.headline}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted-foreground">
          {HERO.subheadline}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {/* The hero is first-load code: button classes straight from cva (button-variants.ts). */}
          <Link to={HERO.primaryAction.href} className={buttonVariants({ size: 'lg' })}>
            {HERO.primaryAction.label}
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            to={HERO.secondaryAction.href}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            <PlayCircle aria-hidden="true" />
            {HERO.secondaryAction.label}
          </Link>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
          {HERO.trustBadges.map((badge) => (
            <li key={badge} className="flex items-center gap-2">
              <CheckCircle2 className="size-4 text-emerald-500" aria-hidden="true" />
              {badge}
            </li>
          ))}
        </ul>
        <ScrollLink
          to={HOME_ANCHORS.contact}
          className="mt-8 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {HERO.contactPrompt}
        </ScrollLink>
      </div>
    </section>
  );
}
