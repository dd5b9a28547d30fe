import { Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { articles, CATEGORIES, type CategoryFilter } from '../data/articles';
import {
  filterArticles,
  foundLabel,
  listedArticles,
  listHeading,
  showsFeatured,
} from '../lib/filter-articles';
import { ArticleCard } from './article-card';

/**
 * Search, categories, Featured and the list. On the static /blog page this is an island that
 * loads on the visitor's first touch (blog-list.tsx): until then its HTML is the unfiltered list.
 */
export function BlogArticles() {
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [search, setSearch] = useState('');
  const results = filterArticles(articles, category, search);
  const featured = articles.filter((a) => a.featured);
  const featuredShown = showsFeatured(category, search);
  const listed = listedArticles(results, category, search);
  const clear = () => {
    setCategory('All');
    setSearch('');
  };

  return (
    <>
      <div className="mt-8 grid gap-4">
        <div className="relative max-w-md">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            id="blog-search"
            aria-label="Search articles"
            placeholder="Search articles, topics and tags..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          {CATEGORIES.map((c) => (
            <Button
              key={c}
              type="button"
              size="sm"
              variant={c === category ? 'default' : 'outline'}
              aria-pressed={c === category}
              onClick={() => setCategory(c)}
            >
              {c}
            </Button>
          ))}
        </div>
      </div>

      {featuredShown && (
        <section aria-labelledby="featured-title" className="mt-12">
          <h2 id="featured-title" className="text-2xl font-bold">
            Featured
          </h2>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            {featured.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="list-title" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="list-title" className="text-2xl font-bold">
            {listHeading(category, search)}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {foundLabel(results.length, featuredShown ? featured.length : 0)}
          </p>
        </div>
        {results.length > 0 ? (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {listed.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </div>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed p-12 text-center">
            <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-4 text-muted-foreground">No articles found matching your criteria.</p>
            <Button variant="outline" className="mt-6" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
