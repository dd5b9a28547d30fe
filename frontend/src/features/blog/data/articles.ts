import { airGappedArticle } from './air-gapped-article';
import { financeArticle } from './finance-article';
import { fismaArticle } from './fisma-article';
import { HIPAA_ARTICLE_SLUG, hipaaArticle } from './hipaa-article';
import { kubernetesArticle } from './kubernetes-article';
import { soc2Article } from './soc2-article';
import type { BlogArticle, BlogArticleSummary, BlogCategory } from './types';

/** An unknown slug renders this article (spec: "unknown blog slug falls back to the HIPAA article"). */
export const DEFAULT_ARTICLE_SLUG = HIPAA_ARTICLE_SLUG;

export const CATEGORIES = [
  'All',
  'Healthcare AI',
  'Compliance',
  'Security',
  'Government',
  'Technical',
  'Finance',
] as const satisfies readonly ('All' | BlogCategory)[];

export type CategoryFilter = (typeof CATEGORIES)[number];

/** Cards and article headers show at most this many tags. */
export const MAX_VISIBLE_TAGS = 3;

/** Newest first, the order the blog list shows them. */
const fullArticles: BlogArticle[] = [
  financeArticle,
  kubernetesArticle,
  hipaaArticle,
  soc2Article,
  airGappedArticle,
  fismaArticle,
];

function toSummary(article: BlogArticle): BlogArticleSummary {
  const { id, slug, title, excerpt, author, date, readTime, category, tags, featured } = article;
  return { id, slug, title, excerpt, author, date, readTime, category, tags, featured };
}

export const articles: BlogArticleSummary[] = fullArticles.map(toSummary);

const articlesBySlug = new Map<string, BlogArticle>(fullArticles.map((a) => [a.slug, a]));

/** Full article for a slug; an unknown or missing slug falls back to the HIPAA guide. */
export function getArticle(slug: string | undefined): BlogArticle {
  return (slug && articlesBySlug.get(slug)) || hipaaArticle;
}

/** True when the slug names a built-in article (useful for canonical links and analytics). */
export function hasArticle(slug: string): boolean {
  return articlesBySlug.has(slug);
}
