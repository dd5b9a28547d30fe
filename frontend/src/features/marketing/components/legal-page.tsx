import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { LegalBlock, LegalDocument } from '../content/legal';

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'p') return <p>{block.text}</p>;
  if (block.type === 'ul')
    return (
      <ul className="grid list-disc gap-2 pl-6">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return (
    <address className="not-italic">
      {block.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      {block.emailLabel}{' '}
      <a
        href={`mailto:${site.salesEmail}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {site.salesEmail}
      </a>
    </address>
  );
}

/** Privacy Policy and Terms of Service share this layout. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <PageMeta title={document.title} description={document.intro} />
      <Link
        to={paths.home.getHref()}
        className="inline-flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{document.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {document.lastUpdated}</p>
      <p className="mt-6 leading-relaxed text-muted-foreground">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-20">
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          <div className="mt-4 grid gap-4 leading-relaxed text-muted-foreground">
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
