import { articles } from '../data/articles';
import {
  countLabel,
  filterArticles,
  formatArticleDate,
  foundLabel,
  listedArticles,
  listHeading,
  showsFeatured,
  tocNumber,
} from './filter-articles';

describe('blog filtering', () => {
  it('searches title, excerpt and tags case-insensitively', () => {
    const byTitle = filterArticles(articles, 'All', 'hipaa');
    expect(byTitle.map((a) => a.slug)).toContain('deploy-private-ai-healthcare-hipaa-compliance');
    const tag = articles[0].tags[0];
    expect(filterArticles(articles, 'All', tag.toUpperCase())).toContainEqual(articles[0]);
    const excerptWord = articles[1].excerpt.split(' ').slice(2, 4).join(' ');
    expect(filterArticles(articles, 'All', excerptWord.toUpperCase())).toContainEqual(articles[1]);
    expect(filterArticles(articles, 'All', 'zzz-no-match')).toEqual([]);
  });

  it('combines the category chip with the search', () => {
    expect(filterArticles(articles, 'Security', '').every((a) => a.category === 'Security')).toBe(
      true,
    );
    expect(filterArticles(articles, 'Finance', 'hipaa')).toEqual([]);
  });

  it('shows Featured only for All with an empty search', () => {
    expect(showsFeatured('All', '')).toBe(true);
    expect(showsFeatured('All', '  ')).toBe(true);
    expect(showsFeatured('All', 'soc')).toBe(false);
    expect(showsFeatured('Compliance', '')).toBe(false);
  });

  it('labels the list and its count per the spec', () => {
    expect(listHeading('All', '')).toBe('All Articles');
    expect(listHeading('Government', '')).toBe('Government Articles');
    expect(listHeading('Government', ' fisma ')).toBe('Search Results for fisma');
    expect(countLabel(1)).toBe('1 article found');
    expect(countLabel(0)).toBe('0 articles found');
    expect(countLabel(6)).toBe('6 articles found');
  });

  it('formats dates in long US form and numbers the contents with two digits', () => {
    expect(formatArticleDate('2025-01-15')).toBe('January 15, 2025');
    expect(tocNumber(0)).toBe('01');
    expect(tocNumber(8)).toBe('09');
  });
});

describe('the list under Featured (issue 34)', () => {
  it('leaves out the featured articles only while Featured shows them', () => {
    const all = filterArticles(articles, 'All', '');
    const listed = listedArticles(all, 'All', '');
    expect(listed.some((a) => a.featured)).toBe(false);
    expect(listed.length + articles.filter((a) => a.featured).length).toBe(articles.length);
    const searched = filterArticles(articles, 'All', 'hipaa');
    expect(listedArticles(searched, 'All', 'hipaa')).toEqual(searched);
    const category = filterArticles(articles, 'Compliance', '');
    expect(listedArticles(category, 'Compliance', '')).toEqual(category);
  });

  it('counts what was found and says how many of them are featured above', () => {
    expect(foundLabel(6, 2)).toBe('6 articles found, 2 of them featured above');
    expect(foundLabel(1, 0)).toBe('1 article found');
  });
});
