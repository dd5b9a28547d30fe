import { ArrowLeft, Bookmark, Calendar, Clock, Share2, User } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MAX_VISIBLE_TAGS } from '../data/articles';
import type { BlogArticle } from '../data/types';
import { formatArticleDate } from '../lib/filter-articles';

export function ArticleHeader({ article }: { article: BlogArticle }) {
  return (
    <header>
      <Link
        to={paths.blog.getHref()}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog
      </Link>
      <div className="mt-6 flex flex-wrap gap-2">
        <Badge>{article.category}</Badge>
        {article.tags.slice(0, MAX_VISIBLE_TAGS).map((tag) => (
          <Badge key={tag} variant="outline">
            {tag}
          </Badge>
        ))}
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{article.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y py-4">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-2">
            <User className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium text-foreground">{article.author}</span>,{' '}
              {article.authorRole}
            </span>
          </span>
          <span className="flex items-center gap-1">
            <Calendar className="size-4 shrink-0" aria-hidden="true" />
            {formatArticleDate(article.date)}
          </span>
          <span className="flex items-center gap-1">
            <Clock className="size-4 shrink-0" aria-hidden="true" />
            {article.readTime}
          </span>
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm">
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button type="button" variant="outline" size="sm">
            <Bookmark aria-hidden="true" />
            Save
          </Button>
        </div>
      </div>
    </header>
  );
}
