import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public pages' frame: sticky header, page, footer. `pageOwnsContactSection` comes from the
 * matched route's handle (app/router.tsx).
 */
export function SiteLayout({
  pageOwnsContactSection,
  frame = 'site',
}: {
  pageOwnsContactSection: boolean;
  /** `account`: the signed-in shell (app/router.tsx, `accountPages`); marked for tests. */
  frame?: 'site' | 'account';
}) {
  return (
    <div className="flex min-h-dvh flex-col" data-frame={frame}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary-strong focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter isContactAnchor={!pageOwnsContactSection} />
    </div>
  );
}
