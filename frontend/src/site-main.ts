import './lib/zod-without-eval';
import { ISLANDS } from './app/islands';
import { startIslands } from './components/islands/island-runtime';
import { attachMobileMenu, MOBILE_MENU_ID } from './components/layouts/mobile-menu';
import { hasCarriedToast } from './lib/carried-toast';
import { enableFullStylesheet } from './lib/full-stylesheet';
import { markHydrated } from './lib/hydration';
import { trackPageView } from './lib/marketing-analytics';
import { scrollToId } from './lib/scroll';
import { hasSessionHint, whenIdle } from './lib/session-hint';

/**
 * The behaviour of a static marketing page (dist/<path>/index.html, written by
 * scripts/prerender.mjs from the same React components the app renders), loaded by src/site.ts
 * once the page has painted. The page is HTML with links; this adds the few behaviours it has
 * without React, and loads React only for an island (a form, the blog's search) or for a
 * signed-in visitor's header. Keep it small: it is on every marketing page's first load
 * (docs/public-site-and-leads.md#first-load-performance).
 *
 * No CSS import here: the page's CSS is inlined, and the app's stylesheet (which
 * lib/full-stylesheet.ts links when an island needs it) is added by scripts/prerender.mjs.
 */

// The mobile menu (the button already opens it natively; this adds focus and closing rules).
const trigger = document.querySelector<HTMLButtonElement>('[data-menu-trigger]');
const menu = document.getElementById(MOBILE_MENU_ID);
if (trigger && menu instanceof HTMLDialogElement) attachMobileMenu(trigger, menu);

// The section links (ScrollLink, the footer's: data-smooth-scroll) scroll smoothly and stop 80 px
// short of the sticky header; one to a section of another page (/#faq from /blog) is an ordinary
// page load. Other #links keep the browser's behaviour: the skip link must move the focus.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  const link = (event.target as Element).closest?.('a[data-smooth-scroll]');
  if (!(link instanceof HTMLAnchorElement) || link.target) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname || !url.hash) return;
  if (scrollToId(decodeURIComponent(url.hash.slice(1)))) event.preventDefault();
});

// Their code loads with the full stylesheet (lib/full-stylesheet.ts): they render new states.
startIslands(ISLANDS, enableFullStylesheet);

// Anonymous visitors: no request, no React. A browser that signed in here checks when idle.
if (hasSessionHint()) {
  whenIdle(() => {
    void enableFullStylesheet()
      .then(() => import('./components/layouts/signed-in-header'))
      .then((header) => header.showSignedInHeader());
  });
}

// A toast the previous page left for this one ("Logged Out" after Logout's reload).
if (hasCarriedToast()) {
  void enableFullStylesheet()
    .then(() => import('./components/ui/show-carried-toast'))
    .then((carried) => carried.showCarriedToast());
}

if (document.querySelector('[data-page-view]')) trackPageView(location.pathname);

markHydrated();
