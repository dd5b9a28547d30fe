/** Blog content model: plain data that the blog list and article pages render. */

export type BlogCategory =
  'Healthcare AI' | 'Compliance' | 'Security' | 'Government' | 'Technical' | 'Finance';

export interface BlogArticleSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** Display string, e.g. "15 min read". */
  readTime: string;
  category: BlogCategory;
  /** Cards and the article header show at most the first three. */
  tags: string[];
  featured: boolean;
}

export interface ParagraphBlock {
  type: 'p';
  text: string;
}

export interface HeadingBlock {
  type: 'h3';
  text: string;
}

export interface ListBlock {
  type: 'ul' | 'ol';
  items: string[];
}

export interface CalloutBlock {
  type: 'callout';
  title: string;
  text: string;
}

export interface TableBlock {
  type: 'table';
  headers: string[];
  /** Each row has one cell per header. */
  rows: string[][];
}

export interface Step {
  title: string;
  description: string;
  items?: string[];
}

export interface StepsBlock {
  type: 'steps';
  steps: Step[];
}

export type Block =
  ParagraphBlock | HeadingBlock | ListBlock | CalloutBlock | TableBlock | StepsBlock;

export interface ArticleSection {
  /** Anchor id used by the table of contents. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface TableOfContentsEntry {
  id: string;
  title: string;
}

export interface RelatedArticle {
  slug: string;
  title: string;
  category: BlogCategory;
  readTime: string;
}

export interface BlogArticle extends BlogArticleSummary {
  authorRole: string;
  tableOfContents: TableOfContentsEntry[];
  sections: ArticleSection[];
  relatedArticles: RelatedArticle[];
}
