import { CalendarCheck, Clock, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { RelatedArticle, TableOfContentsEntry } from '../data/types';
import { tocNumber } from '../lib/filter-articles';

export function TableOfContents({ entries }: { entries: TableOfContentsEntry[] }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border bg-card p-5">
      <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider">
        Table of Contents
      </h2>
      <ol className="mt-4 grid gap-2 text-sm">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="flex gap-3 text-muted-foreground hover:text-foreground"
            >
              <span className="font-mono text-primary">{tocNumber(index)}</span>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The call to action under an article; its buttons have no behaviour yet (spec §2). */
export function ArticlePromo() {
  return (
    <aside className="rounded-2xl border border-primary/30 bg-primary/5 p-8 text-center">
      <h2 className="text-2xl font-bold">Ready to deploy private AI in your organization?</h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
        Our solutions engineers map your compliance requirements to a concrete architecture in a
        single discovery session.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button type="button">
          <CalendarCheck aria-hidden="true" />
          Schedule Discovery Session
        </Button>
        <Button type="button" variant="outline">
          <Download aria-hidden="true" />
          Download Compliance Checklist
        </Button>
      </div>
    </aside>
  );
}

export function RelatedArticles({ items }: { items: RelatedArticle[] }) {
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className="text-2xl font-bold">
        Related Articles
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <Card key={item.slug} className="relative h-full hover:border-primary/60">
            <CardHeader>
              <Badge variant="secondary" className="w-fit">
                {item.category}
              </Badge>
              <CardTitle className="mt-3 text-base leading-snug">
                <Link
                  to={paths.blogPost.getHref(item.slug)}
                  className="after:absolute after:inset-0"
                >
                  {item.title}
                </Link>
              </CardTitle>
              <p className="mt-2 flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="size-3.5" aria-hidden="true" />
                {item.readTime}
              </p>
            </CardHeader>
          </Card>
        ))}
      </div>
    </section>
  );
}
