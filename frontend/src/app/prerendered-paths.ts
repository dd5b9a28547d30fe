import { paths } from '@/config/paths';
import { articles } from '@/features/blog/data/articles';

/** The public marketing pages written out as HTML at build time (scripts/prerender.mjs). */
export const PRERENDERED_PATHS: string[] = [
  paths.home.getHref(),
  paths.enterprise.getHref(),
  paths.solutions.getHref(),
  paths.blog.getHref(),
  ...articles.map((article) => paths.blogPost.getHref(article.slug)),
  paths.privacy.getHref(),
  paths.terms.getHref(),
];
