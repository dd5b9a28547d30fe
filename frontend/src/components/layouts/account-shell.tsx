import { SiteLayout } from './site-layout';

/**
 * The one frame of every signed-in page (the `accountPages` of app/router.tsx): the same header
 * as the rest of the site, whose account corner shows Dashboard, Settings, the account menu and
 * Logout (the phone menu lists the account pages and Logout), and the same footer. So
 * /dashboard, /customer-dashboard, /settings, /admin... all look like one product, and a new
 * account page gets all of it by being listed there.
 *
 * It lives in the app's bundle only: the static marketing pages render their own header from
 * the same components and never load this layout.
 */
export function AccountShell() {
  return <SiteLayout pageOwnsContactSection={false} frame="account" />;
}
