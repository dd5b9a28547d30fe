import { BlogList } from '@/features/blog/components/blog-list';
import { LazyNewsletterForm } from '@/features/leads/components/lazy-forms';
import { MarketingMeta } from '@/features/marketing/components/marketing-meta';
import { PAGE_META } from '@/features/marketing/content/seo';

export default function BlogListRoute() {
  return (
    <>
      <MarketingMeta meta={PAGE_META.blog} alternateEn />
      <BlogList newsletterForm={<LazyNewsletterForm variant="inline" />} />
    </>
  );
}
