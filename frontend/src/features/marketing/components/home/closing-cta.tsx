import { ArrowRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { Button } from '@/components/ui/button';
import { CLOSING_CTA } from '../../content/home';
import { ScrollLink } from '../scroll-link';

export function ClosingCta() {
  return (
    <section className="border-y bg-primary/5">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{CLOSING_CTA.title}</h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          {CLOSING_CTA.description}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={CLOSING_CTA.primaryAction.href}>
              {CLOSING_CTA.primaryAction.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <ScrollLink
            to={CLOSING_CTA.secondaryAction.anchor}
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            <MessageSquare aria-hidden="true" />
            {CLOSING_CTA.secondaryAction.label}
          </ScrollLink>
        </div>
      </div>
    </section>
  );
}
