import { Outlet } from 'react-router';
import { isLocalWebInterface } from '@/config/web-interface';
import { lazyComponent } from '@/lib/lazy';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Drawn only on the local web interface, so its code loads there alone. */
const LocalLayout = lazyComponent(async () => (await import('./local-layout')).LocalLayout);

/**
 * The public pages' frame: sticky header, page, footer. `pageOwnsContactSection` comes from the
 * matched route's handle (app/router.tsx). Served as the local web interface, the frame is the
 * local edition's, whose header and footer link only to its own pages.
 */
export function SiteLayout({
  pageOwnsContactSection,
  frame = 'site',
}: {
  pageOwnsContactSection: boolean;
  /** `account`: the signed-in shell (app/router.tsx, `accountPages`); marked for tests. */
  frame?: 'site' | 'account';
}) {
  if (isLocalWebInterface()) return <LocalLayout />;
  return (
    <div className="flex min-h-dvh flex-col" data-frame={frame}>
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter isContactAnchor={!pageOwnsContactSection} />
    </div>
  );
}
