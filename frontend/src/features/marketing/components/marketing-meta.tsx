import { canonicalUrl, SITE_NAME, type PageMeta } from '../content/seo';

type MarketingMetaProps = {
  meta: PageMeta;
  /** Adds <link rel="alternate" hreflang="en"> pointing at the canonical URL. */
  alternateEn?: boolean;
};

/**
 * Title, description, canonical link and Open Graph / Twitter tags for a public page.
 * React 19 hoists these elements into <head> wherever they render.
 */
export function MarketingMeta({ meta, alternateEn = false }: MarketingMetaProps) {
  const url = canonicalUrl(meta.canonicalPath);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      <link rel="canonical" href={url} />
      {alternateEn && <link rel="alternate" hrefLang="en" href={url} />}
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
    </>
  );
}
