import type { BlogArticle } from '../data/types';
import { ArticleBlock } from './article-blocks';
import { ArticlePromo, RelatedArticles, TableOfContents } from './article-extras';
import { ArticleHeader } from './article-header';

export function ArticleView({ article }: { article: BlogArticle }) {
  return (
    // data-page-view: a static article page reports the view to the tracker (src/site-main.ts).
    <article data-page-view="" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-4xl">
        <ArticleHeader article={article} />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid gap-12">
          {article.sections.map((section) => (
            <section key={section.id} id={section.id} className="grid scroll-mt-20 gap-4">
              <h2 className="text-2xl font-bold tracking-tight">{section.title}</h2>
              {section.blocks.map((block, i) => (
                <ArticleBlock key={i} block={block} />
              ))}
            </section>
          ))}
        </div>
        <div className="order-first lg:order-last">
          <div className="lg:sticky lg:top-20">
            <TableOfContents entries={article.tableOfContents} />
          </div>
        </div>
      </div>
      <div className="mt-16 grid gap-16">
        <ArticlePromo />
        <RelatedArticles items={article.relatedArticles} />
      </div>
    </article>
  );
}
