import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { ArticleView } from '@/features/blog/components/article-view';
import { getArticle } from '@/features/blog/data/articles';
import { MarketingMeta } from '@/features/marketing/components/marketing-meta';
import { blogPostMeta } from '@/features/marketing/content/seo';
import { trackPageView } from '@/lib/marketing-analytics';

export default function BlogPostRoute() {
  const { slug } = useParams();
  const { pathname } = useLocation();
  // An unknown slug shows the HIPAA guide (spec §8); its metadata names that article.
  const article = getArticle(slug);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    trackPageView(pathname);
  }, [pathname]);

  return (
    <>
      <MarketingMeta meta={blogPostMeta(article)} />
      <ArticleView article={article} />
    </>
  );
}
