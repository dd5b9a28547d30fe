import { ArrowLeft, Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type ComingSoonProps = { title: string; description?: string; action?: ReactNode };

/** Placeholder body for screens whose content lands in a later release. */
export function ComingSoon({ title, description, action }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageMeta title={title} />
      <Badge variant="secondary" className="mb-6">
        <Construction aria-hidden="true" />
        Coming soon
      </Badge>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-base leading-relaxed text-muted-foreground">
        {description ??
          'This page is being prepared. In the meantime, explore the rest of the site or talk to our team.'}
      </p>
      <div className="mt-8">
        {action ?? (
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
