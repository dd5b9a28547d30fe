import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { paths } from './config/paths';
import { articles } from './features/blog/data/articles';
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
 * Renders one URL with the same routes and providers as the browser. Queries never run on the
 * server (a fresh client, nothing prefetched), so the header shows its signed-out state, which is
 * also what the browser's first render shows before /api/auth/me answers.
 */
export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { status: context.statusCode, html };
}
