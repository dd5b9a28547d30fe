import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, routes } from './app/router';
import { paths } from './config/paths';
import { articles } from './features/blog/data/articles';
import { preloadAllLazyComponents } from './lib/lazy';
import { createQueryClient } from './lib/query-client';

/** The public marketing pages written out as HTML at build time (scripts/prerender.mjs). */
export const PRERENDERED_PATHS: string[] = [
  paths.home.getHref(),
  paths.enterprise.getHref(),
  paths.solutions.getHref(),
  paths.blog.getHref(),
  ...articles.map((article) => paths.blogPost.getHref(article.slug)),
  paths.privacy.getHref(),
  paths.terms.getHref(),
];

export type RenderResult = { status: number; html: string };

/**
 * Renders one URL with the same routes and providers as the browser. All lazily loaded code
 * (screens, and the islands of components/lazy-island.tsx) is loaded first, so the HTML is the
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
