import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { island } from '@/components/islands/island';
import { paths } from '@/config/paths';
import { blogIslands } from '../islands';
import { BlogNewsletterCard, PodcastCard } from './blog-extras';

// On screen from the start, so it waits for a touch: loading it with the page would put React
// (and every article's text) on the page's first load.
const BlogArticlesIsland = island('blog-articles', blogIslands['blog-articles'], {
  load: 'interaction',
});

/** `newsletterForm` is the leads feature's form, handed in by the route. */
export function BlogList({ newsletterForm }: { newsletterForm: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <Link
        to={paths.home.getHref()}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Private AI Insights</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Deployment guides, compliance deep-dives and security analysis for teams running AI on
          their own infrastructure.
        </p>
      </header>

      <BlogArticlesIsland />

      <div className="mt-16 grid gap-6 lg:grid-cols-2">
        <PodcastCard />
        <BlogNewsletterCard form={newsletterForm} />
      </div>
    </div>
  );
}
