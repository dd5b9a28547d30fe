import { site } from '@/config/site';

/**
 * The local web interface's footer: what this is and the copyright, no links. The site's
 * footer lists pages (pricing, blog, enterprise) that need the SaaS backend, and its contact
 * form and e-mail are the sales team's.
 */
export function LocalFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="text-sm">{site.title} Local Edition, served by your own installation.</p>
        <p className="text-xs">
          © {site.copyrightYear} {site.title}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
