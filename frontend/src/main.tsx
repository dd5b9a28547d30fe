import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { AppRouter, routes } from './app/router';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

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
  void resolveLazyRoutes(routes, window.location.pathname).then(() =>
    hydrateRoot(rootElement, app),
  );
} else {
  createRoot(rootElement).render(app);
}
