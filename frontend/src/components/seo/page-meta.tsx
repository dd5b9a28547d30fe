import { site } from '@/config/site';

type PageMetaProps = { title: string; description?: string; noindex?: boolean };

/** React 19 hoists these tags into <head> wherever they render. */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  return (
    <>
      <title>{`${title} | ${site.title}`}</title>
      {description && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
