import { describe, it, expect } from 'vitest';
import { articles, CATEGORIES, DEFAULT_ARTICLE_SLUG, getArticle, hasArticle } from './articles';
import type { Block, StepsBlock } from './types';

const HIPAA_SLUG = 'deploy-private-ai-healthcare-hipaa-compliance';
const hipaa = getArticle(HIPAA_SLUG);

function blocksOf(sectionId: string): Block[] {
  const section = hipaa.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`missing section ${sectionId}`);
  return section.blocks;
}

function listAfterHeading(blocks: Block[], heading: string): string[] {
  const index = blocks.findIndex((b) => b.type === 'h3' && b.text === heading);
  const list = blocks[index + 1];
  if (index < 0 || !list || (list.type !== 'ul' && list.type !== 'ol')) {
    throw new Error(`no list after heading ${heading}`);
  }
  return list.items;
}

describe('blog articles', () => {
  it('has six articles, one per category', () => {
    expect(articles).toHaveLength(6);
    const categories = articles.map((a) => a.category).sort();
    expect(categories).toEqual(CATEGORIES.filter((c) => c !== 'All').sort());
  });

  it('lists the category chips in order', () => {
    expect(CATEGORIES).toEqual([
      'All',
      'Healthcare AI',
      'Compliance',
      'Security',
      'Government',
      'Technical',
      'Finance',
    ]);
  });

  it('features exactly the HIPAA and SOC 2 guides', () => {
    const featured = articles.filter((a) => a.featured).map((a) => a.slug);
    expect(featured).toHaveLength(2);
    expect(featured).toContain(HIPAA_SLUG);
    expect(featured).toContain('soc-2-type-ii-compliance-ai-systems');
  });

  it('has unique slugs and ids, ISO dates and 4-6 tags', () => {
    expect(new Set(articles.map((a) => a.slug)).size).toBe(6);
    expect(new Set(articles.map((a) => a.id)).size).toBe(6);
    for (const a of articles) {
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.readTime).toMatch(/^\d+ min read$/);
      expect(a.tags.length).toBeGreaterThanOrEqual(4);
      expect(a.tags.length).toBeLessThanOrEqual(6);
    }
  });

  it('falls back to the HIPAA article for an unknown slug', () => {
    expect(DEFAULT_ARTICLE_SLUG).toBe(HIPAA_SLUG);
    expect(getArticle('no-such-article').slug).toBe(HIPAA_SLUG);
    expect(getArticle(undefined).slug).toBe(HIPAA_SLUG);
    expect(hasArticle('no-such-article')).toBe(false);
  });

  it('gives every article a table of contents matching its sections', () => {
    for (const { slug } of articles) {
      const article = getArticle(slug);
      expect(article.slug).toBe(slug);
      expect(article.tableOfContents).toEqual(
        article.sections.map(({ id, title }) => ({ id, title })),
      );
      expect(new Set(article.sections.map((s) => s.id)).size).toBe(article.sections.length);
      expect(article.sections.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('every related article resolves to a built-in article with matching details', () => {
    for (const { slug } of articles) {
      for (const related of getArticle(slug).relatedArticles) {
        expect(hasArticle(related.slug)).toBe(true);
        const target = getArticle(related.slug);
        expect(related.slug).not.toBe(slug);
        expect(related).toEqual({
          slug: target.slug,
          title: target.title,
          category: target.category,
          readTime: target.readTime,
        });
      }
    }
  });
});

describe('HIPAA article', () => {
  it('has nine sections in order, mirrored by the table of contents', () => {
    expect(hipaa.tableOfContents).toHaveLength(9);
    expect(hipaa.sections.map((s) => s.id)).toEqual([
      'introduction',
      'hipaa-requirements',
      'secure-architecture',
      'deployment-guide',
      'security-controls',
      'phi-data-handling',
      'audit-compliance-monitoring',
      'common-pitfalls',
      'conclusion',
    ]);
  });

  it('has a five-step deployment guide', () => {
    const steps = blocksOf('deployment-guide').find((b): b is StepsBlock => b.type === 'steps');
    expect(steps?.steps.map((s) => s.title)).toEqual([
      'Infrastructure preparation',
      'Security controls implementation',
      'AI model deployment',
      'Compliance validation',
      'Production launch',
    ]);
  });

  it('relates SOC 2, air-gapped and FISMA articles with 12/10/18 min read times', () => {
    expect(hipaa.relatedArticles.map((r) => [r.title, r.category, r.readTime])).toEqual([
      ['SOC 2 Type II Compliance for AI Systems', 'Compliance', '12 min read'],
      ['Air-Gapped AI vs Cloud AI: Security Comparison', 'Security', '10 min read'],
      ['Government AI Security: FISMA Requirements', 'Government', '18 min read'],
    ]);
  });

  it('lists the 18 Safe Harbor identifiers', () => {
    expect(
      listAfterHeading(blocksOf('phi-data-handling'), 'The 18 Safe Harbor identifiers'),
    ).toHaveLength(18);
  });

  it('lists eight required audit log types', () => {
    expect(
      listAfterHeading(blocksOf('audit-compliance-monitoring'), 'Required log types'),
    ).toHaveLength(8);
  });

  it('has five pitfalls and four next steps', () => {
    const pitfalls = blocksOf('common-pitfalls').find((b) => b.type === 'ol');
    expect(pitfalls?.type === 'ol' && pitfalls.items).toHaveLength(5);
    expect(listAfterHeading(blocksOf('conclusion'), 'Next steps')).toHaveLength(4);
  });

  it('cites AES-256 at rest and TLS 1.3 in transit', () => {
    const text = JSON.stringify(hipaa.sections);
    expect(text).toContain('AES-256 at rest');
    expect(text).toContain('TLS 1.3 in transit');
  });

  it('has three sensitivity tiers and both de-identification methods', () => {
    const blocks = blocksOf('phi-data-handling');
    const tiers = blocks.find((b) => b.type === 'table');
    expect(tiers?.type === 'table' && tiers.rows.map((r) => r[0])).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
    const methods = JSON.stringify(blocks);
    expect(methods).toContain('Expert Determination');
    expect(methods).toContain('Safe Harbor');
  });
});
