import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageMeta title="Page Not Found" noindex />
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-base leading-relaxed text-muted-foreground">
        Sorry, the page you are looking for cannot be found. It may have moved, or the address may
        be mistyped.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>
          <ArrowLeft aria-hidden="true" />
          Go back home
        </Link>
      </Button>
    </section>
  );
}
