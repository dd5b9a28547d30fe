import { Calendar, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { MAX_VISIBLE_TAGS } from '../data/articles';
import type { BlogArticleSummary } from '../data/types';
import { formatArticleDate } from '../lib/filter-articles';

export function ArticleCard({ article }: { article: BlogArticleSummary }) {
  return (
    <Card className="group relative h-full transition-colors hover:border-primary/60">
      <CardHeader>
        <Badge variant="secondary" className="w-fit">
          {article.category}
        </Badge>
        <CardTitle className="mt-3 text-lg leading-snug">
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <Link
            to={paths.blogPost.getHref(article.slug)}
            className="after:absolute after:inset-0 group-hover:text-primary"
          >
            {article.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.slice(0, MAX_VISIBLE_TAGS).map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>{article.author}</span>
        <span className="flex items-center gap-1">
          <Calendar className="size-3.5" aria-hidden="true" />
          {formatArticleDate(article.date)}
        </span>
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {article.readTime}
        </span>
      </CardFooter>
    </Card>
  );
}
