import type { CategoryFilter } from '../data/articles';
import type { BlogArticleSummary } from '../data/types';

/** Category chip, then a case-insensitive search over title, excerpt and tags. */
export function filterArticles(
  list: BlogArticleSummary[],
  category: CategoryFilter,
  search: string,
): BlogArticleSummary[] {
  const term = search.trim().toLowerCase();
  return list.filter((article) => {
    if (category !== 'All' && article.category !== category) return false;
    if (!term) return true;
    return [article.title, article.excerpt, ...article.tags].some((text) =>
      text.toLowerCase().includes(term),
    );
  });
}

/** Featured articles show only on the unfiltered view (spec §4). */
export function showsFeatured(category: CategoryFilter, search: string): boolean {
  return category === 'All' && search.trim() === '';
}

/**
 * The list under the Featured section: the found articles minus the featured ones when that
 * section shows them just above (issue 34: they were listed twice).
 */
export function listedArticles(
  results: BlogArticleSummary[],
  category: CategoryFilter,
  search: string,
): BlogArticleSummary[] {
  return showsFeatured(category, search) ? results.filter((a) => !a.featured) : results;
}

/** "6 articles found", and how many of them the Featured section shows when it is there. */
export function foundLabel(found: number, featuredAbove: number): string {
  return featuredAbove > 0
    ? `${countLabel(found)}, ${featuredAbove} of them featured above`
    : countLabel(found);
}

export function listHeading(category: CategoryFilter, search: string): string {
  if (search.trim()) return `Search Results for ${search.trim()}`;
  return category === 'All' ? 'All Articles' : `${category} Articles`;
}

export function countLabel(n: number): string {
  return `${n} article${n === 1 ? '' : 's'} found`;
}

/** "2025-01-15" → "January 15, 2025" (read as a calendar date, whatever the visitor's zone). */
export function formatArticleDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Table-of-contents numbers: 01, 02, ... */
export const tocNumber = (index: number) => String(index + 1).padStart(2, '0');
