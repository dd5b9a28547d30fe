import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { AppRouter, routes } from './app/router';
import { afterHydration } from './lib/hydration';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// <html data-hydrated> is set once the page is interactive (app/root-layout.tsx).
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (rootElement.hasChildNodes()) {
  // A page prerendered at build time (scripts/prerender.mjs): load its route code first so the
  // first client render produces the same markup, then attach to the existing HTML.
  const stopRemembering = rememberEarlyTap(rootElement);
  void resolveLazyRoutes(routes, window.location.pathname).then(() => {
    const tapped = stopRemembering();
    hydrateRoot(rootElement, app);
    afterHydration(() => {
      if (tapped?.isConnected) tapped.click();
    });
  });
} else {
  createRoot(rootElement).render(app);
}

/**
 * Until hydrateRoot runs, React sees no events: a tap on a button (the menu, say) while the
 * page's code is still loading would be lost. Remember the last one, to repeat it once the page
 * is interactive. (From hydrateRoot on, React replays such clicks itself; links work anyway.)
 */
function rememberEarlyTap(root: HTMLElement): () => HTMLButtonElement | null {
  let tapped: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) tapped = button;
  };
  document.addEventListener('click', remember, true);
  return () => {
    document.removeEventListener('click', remember, true);
    return tapped;
  };
}
