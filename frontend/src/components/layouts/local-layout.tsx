import { Outlet } from 'react-router';
import { LocalFooter } from './local-footer';
import { LocalHeader } from './local-header';
import { SkipLink } from './skip-link';

/**
 * The frame of the local edition's web interface (config/web-interface.ts): its own header and
 * footer, which link only to its pages, around the page.
 */
export function LocalLayout() {
  return (
    <div className="flex min-h-dvh flex-col" data-frame="local">
      <SkipLink />
      <LocalHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <LocalFooter />
    </div>
  );
}
