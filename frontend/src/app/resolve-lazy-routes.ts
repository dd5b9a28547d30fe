import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of every route matching `pathname` and writes it onto the route objects, so the
 * router's first render shows the page itself rather than the HydrateFallback. A prerendered page
 * must be hydrated this way, or React would find a spinner where the HTML has the page.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}
