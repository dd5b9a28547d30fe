import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, routes } from './app/router';
import { preloadAllLazyComponents } from './lib/lazy';
import { createQueryClient } from './lib/query-client';

export { PRERENDERED_PATHS } from './app/prerendered-paths';
export { APP_SHELL_PATHS, NOT_FOUND_PROBE_PATH } from './app/server-routes';
export { LOCAL_WEB_INTERFACE_META_TAG } from './config/web-interface';

export type RenderResult = { status: number; html: string };

/**
 * Renders one URL with the same routes and providers as the browser. All lazily loaded code
 * (screens, and the islands of components/islands/island.tsx) is loaded first, so the HTML is the
 * complete page. Queries never run on the server (a fresh client, nothing prefetched).
 */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://prerender.local');
  await preloadAllLazyComponents();
  const queryClient = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  // Nothing may stay scheduled (garbage-collection timers would keep the build alive).
  queryClient.clear();
  const notFound = matchRoutes(routes, pathname)?.some((m) => m.route.path === '*') ?? true;
  return { status: notFound ? 404 : 200, html };
}
